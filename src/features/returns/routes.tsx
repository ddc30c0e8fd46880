import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';

// Returned cheques (the "needs attention" stage) and the people who write them: the return desk
// and the payers right after the cheque lists (orders 15.5 and 15.7, before printing at 16), and
// the desk's evidence page.
export const returnsAppRoutes: AppRoute[] = [
  {
    path: paths.returnDesk,
    titleKey: 'titles.returnDesk',
    Page: lazyPage(() => import('./pages/ReturnDeskPage'), 'ReturnDeskPage'),
    nav: { labelKey: 'nav.returnDesk', group: 'cheques', order: 15.5, icon: 'cilWarning' },
    permission: 'cheque.view',
  },
  { path: paths.returnEvidence, titleKey: 'titles.returnEvidence', Page: lazyPage(() => import('./pages/EvidencePage'), 'EvidencePage'), permission: 'cheque.view', navUnder: paths.returnDesk },
  {
    path: paths.payers,
    titleKey: 'titles.payers',
    Page: lazyPage(() => import('./pages/PayersPage'), 'PayersPage'),
    nav: { labelKey: 'nav.payers', group: 'cheques', order: 15.7, icon: 'cilPeople' },
    permission: 'cheque.view',
  },
];
