import { useEffect, useMemo, useRef, useState } from 'react';
import type { Cheque } from '@/api/types/cheque';
import type { ChequeListFilter, ChequeSortKey, SortOrder } from '@/lib/chequeListFilter';
import { filterChequesSteps, firstRowsInOrder, sortChequesSteps } from '@/lib/chequeListSteps';
import { countTurn, type ActingUser, type ActionableCheque, type TurnCount } from '@/lib/chequeNextAction';
import { runInSlices, STALE, type Steps } from '@/lib/slices';
import { yieldToMain } from '@/lib/yieldToMain';

/** countTurns as steps (lib/slices), a few hundred cheques between yields. */
function* countTurnsSteps(cheques: readonly ActionableCheque[], who: ActingUser): Steps<TurnCount> {
  const count: TurnCount = { mine: 0, mineAgorot: 0, others: 0 };
  for (let i = 0; i < cheques.length; i += 1) {
    countTurn(count, cheques[i], who);
    if (i % 256 === 255) yield;
  }
  return count;
}

export interface ShownRows {
  /** The reply these rows come from. */
  source: readonly Cheque[];
  rows: Cheque[];
  /** Null while only the first screen of a large list is shown (`rows` its first rows). */
  turns: TurnCount | null;
}

/**
 * A list this long shows its first screen as soon as the reply is in, if it came in the asked
 * order, and the rest once the whole list is worked out (a second or so at 50,000 on a phone).
 */
const EARLY_FROM = 2000;
const FIRST_SCREEN = { limit: 60, scan: 4000 };

interface Sorted {
  source: readonly Cheque[];
  sort: ChequeSortKey;
  order: SortOrder;
  rows: Cheque[];
}

/**
 * The rows a list shows: the reply sorted (once per reply and order), filtered (on each change) and
 * its turns counted, the same rows as applyChequeFilter, worked out a slice at a time (lib/slices)
 * so that no task of a list of 50,000 cheques holds the page. Until a change is worked out the
 * previous rows stay shown (or, for a new large reply in the asked order, its first screen at
 * once: `turns` null until the whole list is in); null before the first ones.
 */
export function useShownRows(
  source: readonly Cheque[] | undefined,
  sort: ChequeSortKey,
  order: SortOrder,
  filter: ChequeListFilter,
  who: ActingUser,
  firstRows?: readonly Cheque[],
): ShownRows | null {
  const [shown, setShown] = useState<ShownRows | null>(null);
  const sorted = useRef<Sorted | null>(null);
  const filterKey = JSON.stringify(filter);
  // Before the whole reply is worked out: its first rows (api/offThread/firstRows) make the first
  // screen when they came in the asked order, as the whole list's first rows would.
  const preview = useMemo((): ShownRows | null => {
    if (!firstRows) return null;
    const rows = firstRowsInOrder(firstRows, sort, order, JSON.parse(filterKey) as ChequeListFilter, { ...FIRST_SCREEN, scan: firstRows.length });
    return rows && { source: firstRows, rows, turns: null };
  }, [firstRows, sort, order, filterKey]);
  useEffect(() => {
    if (!source) return;
    let replaced = false;
    const stale = () => replaced;
    const asked: ChequeListFilter = JSON.parse(filterKey) as ChequeListFilter;
    void (async () => {
      let done = sorted.current;
      if (!done || done.source !== source || done.sort !== sort || done.order !== order) {
        const first = source.length >= EARLY_FROM ? firstRowsInOrder(source, sort, order, asked, FIRST_SCREEN) : null;
        if (first) {
          setShown({ source, rows: first, turns: null });
          // React draws it in a task of its own: the slices below, yielding with scheduler.yield
          // (whose continuations run ahead of other tasks), would hold it off until they end.
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (replaced) return;
        }
        const rows = await runInSlices(sortChequesSteps(source, sort, order), stale);
        if (rows === STALE) return;
        done = sorted.current = { source, sort, order, rows };
      } else {
        // A new filter only (a typed letter): its first slice in a task of its own, not at the end
        // of the one that drew the letter and sent the search (a 50,000-cheque letter's largest task).
        await yieldToMain();
        if (replaced) return;
      }
      const rows = await runInSlices(filterChequesSteps(done.rows, asked), stale);
      if (rows === STALE) return;
      const turns = await runInSlices(countTurnsSteps(rows, who), stale);
      if (turns === STALE || replaced) return;
      setShown({ source, rows, turns });
    })();
    return () => {
      replaced = true;
    };
  }, [source, sort, order, filterKey, who]);
  return (source ? shown : null) ?? preview;
}
