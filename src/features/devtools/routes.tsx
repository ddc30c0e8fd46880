import type { AppRoute } from '@/components/routing/AppRoute';

/** Mock-mode screens (the dev outbox); empty in a production build. */
export const devtoolsPublicRoutes: AppRoute[] = [];
