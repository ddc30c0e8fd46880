import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute, ScreenStart } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';

// The screens opened by address most (texts: those of their first render, the view's summary
// picture and return panel included).
const loadList = () => import('./pages/ChequesListPage');
const loadView = () => import('./pages/ChequeViewPage');
// Their first data (listData.ts, viewData.ts), loaded only when such an address is opened.
const list: ScreenStart = { load: loadList, texts: ['chequeLists'], data: (start) => import('./listData').then((m) => m.listData(start)) };
const view: ScreenStart = { load: loadView, texts: ['cheques', 'chequeMedia', 'returns'], data: (start) => import('./viewData').then((m) => m.viewData(start)) };
const ChequesListPage = lazyPage(loadList, 'ChequesListPage');

// One list page serves every list; it reads which one from the path (see ChequesListPage).
export const chequesAppRoutes: AppRoute[] = [
  { path: paths.cheques, titleKey: 'titles.chequesAll', Page: ChequesListPage, start: list, nav: { labelKey: 'nav.chequesAll', group: 'cheques', order: 10, icon: 'cilDescription' }, permission: 'cheque.view' },
  { path: paths.chequeNew, titleKey: 'titles.chequeNew', Page: lazyPage(() => import('./pages/ChequeNewPage'), 'ChequeNewPage'), nav: { labelKey: 'nav.chequeNew', group: 'cheques', order: 11, icon: 'cilPlus' }, permission: 'cheque.create' },
  { path: paths.chequesSent, titleKey: 'titles.chequesSent', Page: ChequesListPage, start: list, nav: { labelKey: 'nav.chequesSent', group: 'cheques', order: 13, icon: 'cilPaperPlane' }, permission: 'cheque.view' },
  { path: paths.chequesInbox, titleKey: 'titles.chequesInbox', Page: ChequesListPage, start: list, nav: { labelKey: 'nav.chequesInbox', group: 'cheques', order: 14, icon: 'cilInbox' }, permission: 'cheque.view' },
  { path: paths.chequesArchive, titleKey: 'titles.chequesArchive', Page: ChequesListPage, start: list, nav: { labelKey: 'nav.chequesArchive', group: 'cheques', order: 15, icon: 'cilFolder' }, permission: 'cheque.view' },
  { path: paths.chequeView, titleKey: 'titles.chequeView', Page: lazyPage(loadView, 'ChequeViewPage'), permission: 'cheque.view', start: view },
  { path: paths.chequesDelivery, titleKey: 'titles.chequesDelivery', Page: lazyPage(() => import('./pages/ChequesDeliveryPage'), 'ChequesDeliveryPage'), permission: 'cheque.delivery', navUnder: paths.cheques },
];
