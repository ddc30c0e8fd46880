import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';

// The namespaces each screen's first render reads (its summary's picture and return panel too).
const VIEW_TEXTS = ['cheques', 'chequeMedia', 'returns'];
const LIST_TEXTS = ['chequeLists'];
const ChequesListPage = lazyPage(() => import('./pages/ChequesListPage'), 'ChequesListPage', { texts: LIST_TEXTS });

// One list page serves every list; it reads which one from the path (see ChequesListPage).
export const chequesAppRoutes: AppRoute[] = [
  { path: paths.cheques, titleKey: 'titles.chequesAll', Page: ChequesListPage, nav: { labelKey: 'nav.chequesAll', group: 'cheques', order: 10, icon: 'cilDescription' }, permission: 'cheque.view' },
  { path: paths.chequeNew, titleKey: 'titles.chequeNew', Page: lazyPage(() => import('./pages/ChequeNewPage'), 'ChequeNewPage'), nav: { labelKey: 'nav.chequeNew', group: 'cheques', order: 11, icon: 'cilPlus' }, permission: 'cheque.create' },
  { path: paths.chequesSent, titleKey: 'titles.chequesSent', Page: ChequesListPage, nav: { labelKey: 'nav.chequesSent', group: 'cheques', order: 13, icon: 'cilPaperPlane' }, permission: 'cheque.view' },
  { path: paths.chequesInbox, titleKey: 'titles.chequesInbox', Page: ChequesListPage, nav: { labelKey: 'nav.chequesInbox', group: 'cheques', order: 14, icon: 'cilInbox' }, permission: 'cheque.view' },
  { path: paths.chequesArchive, titleKey: 'titles.chequesArchive', Page: ChequesListPage, nav: { labelKey: 'nav.chequesArchive', group: 'cheques', order: 15, icon: 'cilFolder' }, permission: 'cheque.view' },
  { path: paths.chequeView, titleKey: 'titles.chequeView', Page: lazyPage(() => import('./pages/ChequeViewPage'), 'ChequeViewPage', { texts: VIEW_TEXTS }), permission: 'cheque.view' },
  { path: paths.chequesDelivery, titleKey: 'titles.chequesDelivery', Page: lazyPage(() => import('./pages/ChequesDeliveryPage'), 'ChequesDeliveryPage'), permission: 'cheque.delivery', navUnder: paths.cheques },
];
