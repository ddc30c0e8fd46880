import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';

export const chequesAppRoutes: AppRoute[] = [
  {
    path: paths.chequesDelivery,
    titleKey: 'titles.chequesDelivery',
    Page: lazyPage(() => import('./pages/ChequesDeliveryPage'), 'ChequesDeliveryPage'),
  },
];
