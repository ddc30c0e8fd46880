import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';

export const depositsAppRoutes: AppRoute[] = [
  { path: paths.deposits, titleKey: 'titles.deposits', Page: lazyPage(() => import('./pages/DepositsPage'), 'DepositsPage'), nav: { labelKey: 'nav.deposits', group: 'moneyIn', order: 21, icon: 'cilList' } },
  {
    path: paths.depositWorkspace,
    titleKey: 'titles.depositWorkspace',
    Page: lazyPage(() => import('./pages/DepositWorkspacePage'), 'DepositWorkspacePage'),
    nav: { labelKey: 'nav.depositWorkspace', group: 'moneyIn', order: 20, icon: 'cilBank' },
    permission: 'cheque.deposit',
  },
];
