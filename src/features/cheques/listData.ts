import type { ScreenDataStart } from '@/components/routing/AppRoute';
import { chequesApi } from '@/api/chequesApi';
import { paramsToFilter } from '@/lib/chequeListOrder';
import { boxOfPath } from './components/list/listBox';
import { listSearchArgs } from './components/list/useListFilter';

/**
 * A list's first data when opened by address (routes.tsx `start.data`): its rows, with its path's
 * box and its address's filters, as ChequesListPage asks them, so that it finds them in the cache.
 */
export function listData({ pathname, search, ws, hold }: ScreenDataStart): void {
  hold(chequesApi.endpoints.searchCheques.initiate(listSearchArgs(ws, boxOfPath(pathname), paramsToFilter(search))));
}
