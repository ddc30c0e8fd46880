// Section 5 "Password": at least 8 characters, one capital letter, one digit, one special
// character (and required). Read here: a capital is an upper-case letter of any script; a special
// character is one that is neither a letter, nor a digit, nor white space.

export const PASSWORD_MIN_CHARS = 8;

export function isValidPassword(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return [...value].length >= PASSWORD_MIN_CHARS && /\p{Lu}/u.test(value) && /[0-9]/.test(value) && /[^\p{L}\p{N}\s]/u.test(value);
}
