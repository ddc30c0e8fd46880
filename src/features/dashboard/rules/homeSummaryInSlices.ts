// The home's summary of a large workspace, made a slice of cheques at a time with the browser's own
// work between slices: in one pass, 50,000 cheques held the page's thread for half a second or more
// (money and date parsing, stages, whose turn). Each slice's parts come from homeParts (the very
// rules of homeSummary.ts), and joined they equal the parts of the whole: summariseHome's summary.
// The rules are handed in: this module loads only for a large workspace, in a chunk of its own that
// imports nothing (the home's first load does not grow by the module preloads of an import).
import type { HomeCheque, HomeParts } from './homeSummary';

/** What slicing needs of homeSummary.ts (sliceRules there). */
export interface SliceRules<T extends HomeCheque> {
  /** homeParts of a slice, for the user, today and seenAt of the summary. */
  partsOf: (slice: readonly T[]) => HomeParts<T>;
  byCheckDate: (a: T, b: T) => number;
  recentActivity: (cheques: readonly T[]) => T[];
  /** Ends the current task (lib/yieldToMain; tests pass their own). */
  yieldNow: () => Promise<void>;
}

/**
 * Two lists each in `compare`'s order as one, `a` first among equals (what a stable sort of a + b
 * gives). `b` (one slice's) is short and `a` (all before it) long: each of b's is placed by a binary
 * search, so a join compares a few dozen dates, not every date so far (at 100,000 cheques the
 * due list alone runs to thousands).
 */
function merged<T>(a: T[], b: readonly T[], compare: (x: T, y: T) => number): T[] {
  if (!b.length) return a;
  const out: T[] = [];
  let i = 0;
  for (const x of b) {
    let lo = i;
    let hi = a.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(a[mid], x) <= 0) lo = mid + 1;
      else hi = mid;
    }
    while (i < lo) out.push(a[i++]);
    out.push(x);
  }
  while (i < a.length) out.push(a[i++]);
  return out;
}

/** The parts of the cheques so far joined with those of the next ones (`next`: the parts of them alone). */
export function joinParts<T extends HomeCheque>(so: HomeParts<T>, next: HomeParts<T>, { byCheckDate, recentActivity }: SliceRules<T>): HomeParts<T> {
  return {
    stages: so.stages.map((s, i) => {
      const n = next.stages[i];
      return { ...s, count: s.count + n.count, agorot: s.agorot + n.agorot, mine: s.mine + n.mine, mineAgorot: s.mineAgorot + n.mineAgorot, others: s.others + n.others };
    }),
    due: merged(so.due, next.due, byCheckDate),
    stale: merged(so.stale, next.stale, byCheckDate),
    going: next.going.length ? so.going.concat(next.going) : so.going,
    // The newest of each part's newest: a cheque not among its own part's newest is not among all's.
    recent: recentActivity([...so.recent, ...next.recent]),
    newReturns: so.newReturns + next.newReturns,
  };
}

/**
 * The home's parts of `cheques`, made a slice at a time: each slice's parts joined to those before
 * it (homeSummaryOf of them is summariseHome's summary). A slice is sized by how long the one before
 * took (at most twice as many cheques as it), so that a slow phone and a fast desktop both get
 * about `sliceMs` slices, and few joins. `step`: the cheques of the first slice, and the fewest of any.
 */
export async function partsInSlices<T extends HomeCheque>(cheques: readonly T[], rules: SliceRules<T>, step = 256, sliceMs = 8): Promise<HomeParts<T>> {
  let so: HomeParts<T> | undefined;
  let size = step;
  for (let start = 0; start < cheques.length || !so; ) {
    if (so) await rules.yieldNow();
    const began = performance.now();
    const next = rules.partsOf(cheques.slice(start, start + size));
    start += size;
    so = so ? joinParts(so, next, rules) : next;
    const took = performance.now() - began;
    size = Math.max(step, Math.min(size * 2, Math.floor((size * sliceMs) / Math.max(took, 0.5))));
  }
  return so;
}
