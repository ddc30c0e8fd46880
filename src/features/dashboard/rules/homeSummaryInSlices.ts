// The home's summary of a large workspace, made a slice of cheques at a time with the browser's own
// work between slices: in one pass, 50,000 cheques held the page's thread for half a second or more
// (money and date parsing, stages, whose turn). Each slice's parts come from homeParts (the very
// rules of homeSummary.ts), and joined they equal the parts of the whole: summariseHome's summary.
import type { ActingUser } from '@/lib/chequeNextAction';
import type { NewsCheque } from '@/lib/returns/returnNews';
import { yieldToMain } from '@/lib/yieldToMain';
import { byCheckDate, homeParts, homeSummaryOf, recentActivity, type HomeCheque, type HomeParts, type HomeSummary } from './homeSummary';

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
export function joinParts<T extends HomeCheque>(so: HomeParts<T>, next: HomeParts<T>): HomeParts<T> {
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

export interface SliceOptions {
  /** Cheques in the first slice, and the fewest in any. */
  step?: number;
  /** How long a slice should run before the browser gets the thread back (ms): later slices are sized to it. */
  sliceMs?: number;
  /** Ends the current task (tests pass their own). */
  yieldNow?: () => Promise<void>;
}

/**
 * summariseHome's summary, made a slice at a time: each slice's parts joined to those before it.
 * A slice is sized by how long the one before took (at most twice as many cheques as it), so that
 * a slow phone and a fast desktop both get about `sliceMs` slices, and few joins (each join walks
 * the due and stale lists so far).
 */
export async function summariseHomeInSlices<T extends HomeCheque & NewsCheque>(
  cheques: readonly T[],
  who: ActingUser,
  today: string,
  seenAt: string | null,
  { step = 256, sliceMs = 8, yieldNow = yieldToMain }: SliceOptions = {},
): Promise<HomeSummary<T>> {
  let so: HomeParts<T> | undefined;
  let size = step;
  for (let start = 0; start < cheques.length || !so; ) {
    if (so) await yieldNow();
    const began = performance.now();
    const next = homeParts(cheques.slice(start, start + size), who, today, seenAt);
    start += size;
    so = so ? joinParts(so, next) : next;
    const took = performance.now() - began;
    size = Math.max(step, Math.min(size * 2, Math.floor((size * sliceMs) / Math.max(took, 0.5))));
  }
  return homeSummaryOf(so);
}
