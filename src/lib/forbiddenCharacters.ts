// Spec §5 "Text: the characters <, > and & are rejected" (free-text fields sent to the backend).
// Only these three ASCII characters: look-alikes such as full-width '＜' are not markup.

const FORBIDDEN = /[<>&]/;

export function hasForbiddenChars(s: unknown): boolean {
  return typeof s === 'string' && FORBIDDEN.test(s);
}

/** A string free of <, > and &. Non-strings are not text, so they are not "safe text" either. */
export function isSafeText(s: unknown): boolean {
  return typeof s === 'string' && !FORBIDDEN.test(s);
}
