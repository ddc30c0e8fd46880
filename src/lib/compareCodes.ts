/**
 * Orders two strings by their code units, as `<` does: the order of ISO dates and times, of padded
 * numbers and of ids. Not for names (those need Intl.Collator). `localeCompare` gives the same order
 * for such strings but builds a collation for each call: sorting a workspace's due cheques by date
 * with it took ~10 ms of the home's first load on a fast machine.
 */
export function compareCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
