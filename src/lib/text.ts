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

/**
 * A name of the other direction inside a sentence (a Hebrew workspace in English, an e-mail in
 * Hebrew) wrapped in Unicode's first-strong isolate, so the numbers and dots around it keep
 * their places. Empty stays empty.
 */
export function isolateBidi(value: string | null | undefined): string {
  return value ? `\u2068${value}\u2069` : '';
}

/**
 * A name as the company registry writes it (`בע"מ`, with the ASCII double quote) as Hebrew writes
 * it (`בע״מ`, with the gershayim), so that a looked-up name reads like a typed one.
 */
export function withGershayim(name: string): string {
  return name.replace(/"/g, '״');
}
