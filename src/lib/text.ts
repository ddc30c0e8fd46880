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
