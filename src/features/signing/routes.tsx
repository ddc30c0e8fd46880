import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';

export const signingAppRoutes: AppRoute[] = [
  {
    path: paths.chequesToSign,
    titleKey: 'titles.chequesToSign',
    Page: lazyPage(() => import('./pages/ChequesToSignPage'), 'ChequesToSignPage'),
    nav: { labelKey: 'nav.chequesToSign', group: 'cheques', order: 12, icon: 'cilPen' },
    permission: 'cheque.view',
  },
];
