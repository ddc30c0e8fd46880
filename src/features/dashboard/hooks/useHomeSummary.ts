import { useEffect, useState } from 'react';
import type { Cheque } from '@/api/types/cheque';
import type { ActingUser } from '@/lib/chequeNextAction';
import { homeSummaryOf, sliceRules, summariseHome, type HomeSummary } from '../rules/homeSummary';

/** From this many cheques the summary is made in slices, after the render; below, in the render (a few ms). */
export const SLICED_FROM = 2000;

/** A workspace's summary, kept with its reply while it is cached: going back to the home costs nothing. */
interface Kept {
  key: string;
  summary?: HomeSummary<Cheque>;
  /** A large workspace's, while it is made. */
  made?: Promise<unknown>;
}
const kept = new WeakMap<readonly Cheque[], Kept>();

/**
 * The home's summary of `cheques` for this user, today and the return desk last seen at `seenAt`:
 * a small workspace's at once, a large one's once made in slices (undefined until then, the page
 * still loading: the home's reply changes only when the home is opened again, with no poll).
 */
export function useHomeSummary(cheques: readonly Cheque[], who: ActingUser, today: string, seenAt: string | null): HomeSummary<Cheque> | undefined {
  const key = JSON.stringify([today, seenAt, who]);
  const [, setMade] = useState<Kept>();
  let entry = kept.get(cheques);
  if (cheques.length < SLICED_FROM && entry?.key !== key) kept.set(cheques, (entry = { key, summary: summariseHome(cheques, who, today, seenAt) }));
  useEffect(() => {
    let of = kept.get(cheques);
    if (of?.key !== key) {
      // Its own chunk, asked for only by a large workspace (whose reply is megabytes anyway): the
      // home's first load stays as small. Should it fail to load, the one pass.
      const making: Kept = (of = {
        key,
        made: import('../rules/homeSummaryInSlices')
          .then((slices) => slices.partsInSlices(cheques, sliceRules(who, today, seenAt)))
          .then(homeSummaryOf)
          .catch(() => summariseHome(cheques, who, today, seenAt))
          .then((summary) => (making.summary = summary)),
      });
      kept.set(cheques, making);
    }
    const done = of;
    if (!done.summary) void done.made?.then(() => setMade(done));
  }, [cheques, key]); // eslint-disable-line react-hooks/exhaustive-deps -- `key` holds who, today and seenAt
  return entry?.key === key ? entry.summary : undefined;
}
