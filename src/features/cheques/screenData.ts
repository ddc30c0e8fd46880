import type { ScreenDataStart } from '@/components/routing/AppRoute';
import { chequesApi } from '@/api/chequesApi';
import { chequeImagesApi } from '@/api/chequeImagesApi';
import { paramsToFilter } from '@/lib/chequeListFilter';
import { boxOfPath, listSearchArgs } from './components/list/useListFilter';

// The first data of the cheque screens opened by address (routes.tsx `start.data`), asked as the
// screens ask it, so that they find it in the cache: loaded only when such an address is opened.

/** A list's rows: its path's box and its address's filters, as ChequesListPage asks them. */
export function listData({ pathname, search, ws, hold }: ScreenDataStart): void {
  hold(chequesApi.endpoints.searchCheques.initiate(listSearchArgs(ws, boxOfPath(pathname), paramsToFilter(search))));
}

/** A view's cheque and its front picture (the screen's largest element), as ChequeViewPage asks them. */
export function viewData({ params: { checkId }, ws, hold }: ScreenDataStart): void {
  if (!checkId) return;
  hold(chequesApi.endpoints.getCheque.initiate({ ws, checkId }));
  hold(chequeImagesApi.endpoints.getChequeImage.initiate({ checkId, side: 'front' }));
}
