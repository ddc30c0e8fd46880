import { useEffect, useMemo, useState } from 'react';
import type { Cheque } from '@/api/types/cheque';
import type { ActingUser } from '@/lib/chequeNextAction';
import { summariseHome, type HomeSummary } from '../rules/homeSummary';
import { summariseHomeInSlices } from '../rules/homeSummaryInSlices';

/** From this many cheques the summary is made in slices, after the render; below, in the render (a few ms). */
export const SLICED_FROM = 2000;

/** A workspace's summary, kept with its reply while it is cached: going back to the home costs nothing. */
interface Kept {
  key: string;
  summary?: HomeSummary<Cheque>;
  pending: Promise<HomeSummary<Cheque>>;
}
const kept = new WeakMap<readonly Cheque[], Kept>();

function keptFor(cheques: readonly Cheque[], key: string, make: () => Promise<HomeSummary<Cheque>>): Kept {
  const had = kept.get(cheques);
  if (had?.key === key) return had;
  const entry: Kept = { key, pending: make() };
  entry.pending.then((summary) => (entry.summary = summary), () => kept.delete(cheques));
  kept.set(cheques, entry);
  return entry;
}

/**
 * The home's summary of `cheques` for this user, today and the return desk last seen at `seenAt`:
 * a small workspace's at once, a large one's once made in slices (undefined until then; while a new
 * reply's is made, the one shown before stays). An error in making it is thrown in the render, as
 * the one-pass summary's would be.
 */
export function useHomeSummary(cheques: readonly Cheque[], who: ActingUser, today: string, seenAt: string | null): HomeSummary<Cheque> | undefined {
  const small = cheques.length < SLICED_FROM;
  const key = `${today}|${seenAt}|${JSON.stringify(who)}`;
  const atOnce = useMemo(() => (small ? summariseHome(cheques, who, today, seenAt) : undefined), [small, cheques, key]); // eslint-disable-line react-hooks/exhaustive-deps -- `key` holds who, today and seenAt
  const [made, setMade] = useState<{ of: Kept; error?: unknown }>();
  const [shown, setShown] = useState<HomeSummary<Cheque>>();
  const entry = small ? undefined : kept.get(cheques);
  useEffect(() => {
    if (small) return;
    const of = keptFor(cheques, key, () => summariseHomeInSlices(cheques, who, today, seenAt));
    if (of.summary) return;
    let live = true;
    of.pending.then(
      () => live && setMade({ of }),
      (error: unknown) => live && setMade({ of, error }),
    );
    return () => {
      live = false;
    };
  }, [small, cheques, key]); // eslint-disable-line react-hooks/exhaustive-deps -- `key` holds who, today and seenAt
  if (made?.error !== undefined && made.of.key === key && !entry) throw made.error;
  const summary = atOnce ?? (entry?.key === key ? entry.summary : undefined);
  if (summary && summary !== shown) setShown(summary); // the last one shown: for while the next is made
  return summary ?? shown;
}
