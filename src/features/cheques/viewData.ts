import type { ScreenDataStart } from '@/components/routing/AppRoute';
import { chequesApi } from '@/api/chequesApi';
import { chequeImagesApi } from '@/api/chequeImagesApi';

/**
 * A cheque view's first data when opened by address (routes.tsx `start.data`): its cheque and its
 * front picture (the screen's largest element), as ChequeViewPage asks them.
 */
export function viewData({ params: { checkId }, ws, hold }: ScreenDataStart): void {
  if (!checkId) return;
  hold(chequesApi.endpoints.getCheque.initiate({ ws, checkId }));
  hold(chequeImagesApi.endpoints.getChequeImage.initiate({ checkId, side: 'front' }));
}
