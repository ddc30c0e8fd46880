import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';

export const systemPublicRoutes: AppRoute[] = [
  { path: paths.notFound, titleKey: 'titles.notFound', Page: lazyPage(() => import('./pages/NotFoundPage'), 'NotFoundPage') },
  { path: paths.serverError, titleKey: 'titles.serverError', Page: lazyPage(() => import('./pages/ServerErrorPage'), 'ServerErrorPage') },
];
