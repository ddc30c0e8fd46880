// The list's sort and filter as steps (lib/slices), for a screen that works through 50,000 cheques
// between its frames. Apart from chequeListFilter.ts so that the home's first chunk does not carry them.
import { filterTest, type ChequeListFilter, type ChequeSortKey, type ListableCheque, type SortOrder } from './chequeListFilter';
import { keyedOrder, sortValue, type Keyed } from './chequeListOrder';
import type { Steps } from './slices';

/** Items between two yields of the steps below: well under a millisecond each. */
const STEP_ITEMS = 512;

/**
 * sortCheques as steps (lib/slices): the sort values read, runs of a few thousand sorted, then
 * merged pairwise, yielding every few hundred cheques. The order is total (ties by position), so
 * the result is exactly sortCheques's. A list that came in this order already (the server sorts by
 * the same parameters) is only checked, not sorted again.
 */
export function* sortChequesSteps<T extends ListableCheque>(cheques: readonly T[], key: ChequeSortKey = 'createdAt', order: SortOrder = 'desc'): Steps<T[]> {
  const compare = keyedOrder(key, order);
  let keyed: Keyed<T>[] = new Array<Keyed<T>>(cheques.length);
  for (let i = 0; i < cheques.length; i += 1) {
    keyed[i] = { c: cheques[i], i, v: sortValue(cheques[i], key) };
    if (i % STEP_ITEMS === STEP_ITEMS - 1) yield;
  }
  let inOrder = true;
  for (let i = 1; i < keyed.length && inOrder; i += 1) {
    inOrder = compare(keyed[i - 1], keyed[i]) < 0;
    if (i % STEP_ITEMS === 0) yield;
  }
  if (inOrder) return cheques.slice();
  const RUN = STEP_ITEMS * 4;
  for (let start = 0; start < keyed.length; start += RUN) {
    const run = keyed.slice(start, start + RUN).sort(compare);
    for (let j = 0; j < run.length; j += 1) keyed[start + j] = run[j];
    yield;
  }
  let merged: Keyed<T>[] = new Array<Keyed<T>>(keyed.length);
  for (let width = RUN; width < keyed.length; width *= 2) {
    let out = 0;
    for (let left = 0; left < keyed.length; left += 2 * width) {
      const mid = Math.min(left + width, keyed.length);
      const end = Math.min(left + 2 * width, keyed.length);
      let a = left;
      let b = mid;
      while (a < mid || b < end) {
        merged[out++] = b >= end || (a < mid && compare(keyed[a], keyed[b]) <= 0) ? keyed[a++] : keyed[b++];
        if (out % STEP_ITEMS === 0) yield;
      }
    }
    [keyed, merged] = [merged, keyed];
  }
  const sorted = new Array<T>(keyed.length);
  for (let i = 0; i < keyed.length; i += 1) {
    sorted[i] = keyed[i].c;
    if (i % (STEP_ITEMS * 8) === 0) yield;
  }
  return sorted;
}

/**
 * Cheques between two yields of the filter: fewer than the sort's, since a search makes each
 * cheque's search text when not made yet (a new reply), ~20-50 µs a cheque while the code is cold:
 * 512 of them held a typed letter's task for 25-30 ms past its 8 ms slice.
 */
export const FILTER_STEP_ITEMS = 64;

/** The cheques of `sorted` that match `f`, in their order, as steps (lib/slices). */
export function* filterChequesSteps<T extends ListableCheque>(sorted: readonly T[], f: ChequeListFilter): Steps<T[]> {
  const test = filterTest(f);
  const rows: T[] = [];
  for (let i = 0; i < sorted.length; i += 1) {
    if (test(sorted[i])) rows.push(sorted[i]);
    if (i % FILTER_STEP_ITEMS === FILTER_STEP_ITEMS - 1) yield;
  }
  return rows;
}

/**
 * The first `limit` cheques of `cheques` that match `f`, if the list came in the asked order as far
 * as they reach (the server sorts by the same parameters): a large list's first screen, drawn
 * before the whole list is checked and worked out (sortChequesSteps, filterChequesSteps), which then
 * replaces it. Null when an out-of-order pair is met, or fewer match within the first `scan`
 * cheques: then the first screen waits for the whole list, as against a server that did not sort.
 * Exact whenever the server sorted; a server that did not may show an in-order run for a moment.
 */
export function firstRowsInOrder<T extends ListableCheque>(
  cheques: readonly T[],
  key: ChequeSortKey,
  order: SortOrder,
  f: ChequeListFilter,
  { limit, scan }: { limit: number; scan: number },
): T[] | null {
  const compare = keyedOrder(key, order);
  const test = filterTest(f);
  const rows: T[] = [];
  let previous: Keyed<T> | null = null;
  for (let i = 0; i < Math.min(cheques.length, scan) && rows.length < limit; i += 1) {
    const keyed = { c: cheques[i], i, v: sortValue(cheques[i], key) };
    if (previous && compare(previous, keyed) > 0) return null;
    previous = keyed;
    if (test(cheques[i])) rows.push(cheques[i]);
  }
  return rows.length === limit ? rows : null;
}
