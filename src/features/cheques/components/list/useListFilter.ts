import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { filterToParams, type ChequeBox, type ChequeListFilter } from '@/lib/chequeListFilter';
import { paramsToFilter } from '@/lib/chequeListOrder';
import type { ChequeSearchArgs } from '@/api/chequesApi';
import { boxOfPath } from './listBox';

/**
 * What a list asks the server (GET /api/check/search/{ws}) for its URL's filters: the stage is the
 * client's reading of statuses (lib/chequeStage), so it is not sent; the rows are narrowed here.
 */
export function listSearchArgs(ws: string, box: ChequeBox, filter: ChequeListFilter): ChequeSearchArgs {
  const { stage: _stage, ...serverFilter } = filter;
  return { ws, box, ...serverFilter };
}

/** Which list this is comes from the path. */
export function useListBox(): ChequeBox {
  return boxOfPath(useLocation().pathname);
}

export type FilterPatch = Partial<Record<keyof ChequeListFilter, string | undefined>>;

/**
 * The list's filters live in the URL query (architecture: links, reload and back work). Typing
 * replaces the history entry; a chosen filter adds one, so back undoes it.
 */
export function useListFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => paramsToFilter(params), [params]);
  const update = useCallback(
    (patch: FilterPatch, replace = false) => {
      setParams((prev) => filterToParams({ ...paramsToFilter(prev), ...patch } as ChequeListFilter), { replace });
    },
    [setParams],
  );
  const clear = useCallback(() => setParams({}, { replace: false }), [setParams]);
  return { filter, update, clear };
}
