// §9 "List chunking default size 2" (e.g. two cheque images per row).

/** Consecutive slices of `size`; the last may be shorter. A size below 1 or fractional is a bug. */
export function chunk<T>(list: readonly T[], size: number = 2): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a whole number >= 1, got ${size}`);
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
