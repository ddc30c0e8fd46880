import type { AppRoute } from '@/components/routing/AppRoute';
import { lazyPage } from '@/components/routing/lazyPage';
import { paths } from '@/config/paths';

/**
 * Mock-mode screens (the dev outbox). `__API_MOCK__` is a build-time constant: in a production
 * build this is `false ? [...] : []`, so the page and its chunk are dropped altogether.
 */
export const devtoolsPublicRoutes: AppRoute[] = __API_MOCK__
  ? [{ path: paths.devOutbox, titleKey: 'titles.devOutbox', Page: lazyPage(() => import('./pages/DevOutboxPage'), 'DevOutboxPage') }]
  : [];
