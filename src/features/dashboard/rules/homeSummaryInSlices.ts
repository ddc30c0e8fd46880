// The home's summary of a large workspace, made a slice of cheques at a time with the browser's own
// work between slices: in one pass, 50,000 cheques held the page's thread for half a second or more
// (money and date parsing, stages, whose turn). Each slice's parts come from homeParts (the very
// rules of homeSummary.ts), and joined they equal the parts of the whole: summariseHome's summary.
import type { ActingUser } from '@/lib/chequeNextAction';
import type { NewsCheque } from '@/lib/returns/returnNews';
import { yieldToMain } from '@/lib/yieldToMain';
import { byCheckDate, homeParts, homeSummaryOf, recentActivity, type HomeCheque, type HomeParts, type HomeSummary } from './homeSummary';

/** Two lists each in `compare`'s order as one, `a` first among equals (what a stable sort of a + b gives). */
function merged<T>(a: T[], b: readonly T[], compare: (x: T, y: T) => number): T[] {
  if (!b.length) return a;
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(compare(a[i], b[j]) <= 0 ? a[i++] : b[j++]);
  while (i < a.length) out.push(a[i++]);
  while (j < b.length) out.push(b[j++]);
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
  /** Cheques summarised between two looks at the clock. */
  step?: number;
  /** How long a slice runs before the browser gets the thread back (ms). */
  sliceMs?: number;
  /** Ends the current task (tests pass their own). */
  yieldNow?: () => Promise<void>;
}

/** summariseHome's summary, made a slice at a time (at least `step` cheques per slice). */
export async function summariseHomeInSlices<T extends HomeCheque & NewsCheque>(
  cheques: readonly T[],
  who: ActingUser,
  today: string,
  seenAt: string | null,
  { step = 256, sliceMs = 8, yieldNow = yieldToMain }: SliceOptions = {},
): Promise<HomeSummary<T>> {
  let so = homeParts(cheques.slice(0, step), who, today, seenAt);
  let sliceStart = performance.now();
  for (let start = step; start < cheques.length; start += step) {
    if (performance.now() - sliceStart > sliceMs) {
      await yieldNow();
      sliceStart = performance.now();
    }
    so = joinParts(so, homeParts(cheques.slice(start, start + step), who, today, seenAt));
  }
  return homeSummaryOf(so);
}
