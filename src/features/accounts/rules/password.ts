// Password rules of spec §5 ("at least 8 characters, one capital letter, one digit, one special
// character; passwords must match; required") and §9 ("password at least 8").

export const PASSWORD_MIN_LENGTH = 8;

export type PasswordProblem = 'required' | 'minLength' | 'capital' | 'digit' | 'special';

/**
 * Every rule the password breaks, as translation keys, in a stable order so the form can show
 * them as a checklist. A password is never trimmed: spaces are characters the user chose.
 * Length counts code points, so an emoji is one character, as the user sees it.
 */
export function passwordProblems(pw: string | null | undefined): PasswordProblem[] {
  if (typeof pw !== 'string' || pw.length === 0) return ['required'];
  const problems: PasswordProblem[] = [];
  if (Array.from(pw).length < PASSWORD_MIN_LENGTH) problems.push('minLength');
  // "Capital" is Latin A-Z: Hebrew has no letter case, so only a Latin capital can satisfy it.
  if (!/[A-Z]/.test(pw)) problems.push('capital');
  if (!/[0-9]/.test(pw)) problems.push('digit');
  // Special = neither a letter nor a number in any script, nor white space: a trailing space or tab
  // is invisible and lost by many forms and password managers (the backend refuses it too).
  if (!/[^\p{L}\p{N}\s]/u.test(pw)) problems.push('special');
  return problems;
}

export function isValidPassword(pw: string | null | undefined): boolean {
  return passwordProblems(pw).length === 0;
}

/** Confirmation must be the exact same string (no trimming, no case folding). */
export function passwordsMatch(a: string | null | undefined, b: string | null | undefined): boolean {
  return typeof a === 'string' && typeof b === 'string' && a === b;
}
