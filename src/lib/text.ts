// How a name reads inside a sentence: its direction kept apart, its quotes as Hebrew writes them.

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

/**
 * A value a reply calls text, as text: a string, or a finite number written out; anything else
 * (missing, an object, a list) is empty, so that a page never shows "undefined" or "[object Object]".
 */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/**
 * A count a reply holds (days, signatories), as a number: an integer or an integer written as text;
 * null otherwise, so that a page says "—" instead of asking for a plural of nothing.
 */
export function countOf(value: unknown): number | null {
  const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

/** `say(count)` for a count a reply holds (countOf), else null (a list shows "—"). */
export function countText(value: unknown, say: (count: number) => string): string | null {
  const count = countOf(value);
  return count === null ? null : say(count);
}
