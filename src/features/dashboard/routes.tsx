import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';

export const dashboardRoute: AppRoute = {
  path: paths.home,
  titleKey: 'titles.home',
  Page: lazyPage(() => import('./pages/DashboardPage'), 'DashboardPage', { screenParts: false }),
  nav: { labelKey: 'nav.dashboard', order: 0, icon: 'cilSpeedometer' },
};
