import type { AppRoute } from '@/components/routing/AppRoute';
import { lazyPage } from '@/components/routing/lazyPage';

/** The dev outbox's address: only mock builds know it (the production build has no such page). */
export const DEV_OUTBOX_PATH = '/dev/outbox';

/**
 * Mock-mode screens (the dev outbox). `__API_MOCK__` is a build-time constant: in a production
 * build this is `false ? [...] : []`, so the page and its chunk are dropped altogether.
 */
export const devtoolsPublicRoutes: AppRoute[] = __API_MOCK__
  ? [{ path: DEV_OUTBOX_PATH, titleKey: 'titles.devOutbox', Page: lazyPage(() => import('./pages/DevOutboxPage'), 'DevOutboxPage') }]
  : [];
