import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';

export const printingAppRoutes: AppRoute[] = [
  { path: paths.printing, titleKey: 'titles.printing', Page: lazyPage(() => import('./pages/PrintingPage'), 'PrintingPage'), nav: { labelKey: 'nav.printing', group: 'cheques', order: 16, icon: 'cilPrint' }, permission: 'cheque.print' },
];
