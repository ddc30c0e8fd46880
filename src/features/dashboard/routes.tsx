import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute, ScreenStart } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';

const loadHome = () => import('./pages/DashboardPage');
// Opened by address (a reload, the sign-in's landing): its code and texts start with the shell's.
const home: ScreenStart = { load: loadHome, screenParts: false, texts: ['home'] };

export const dashboardRoute: AppRoute = {
  path: paths.home,
  titleKey: 'titles.home',
  Page: lazyPage(loadHome, 'DashboardPage', { screenParts: false }),
  start: home,
  nav: { labelKey: 'nav.dashboard', order: 0, icon: 'cilSpeedometer' },
};
