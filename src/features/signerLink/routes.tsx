import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';

/** The signer's page, opened from a link without a session. */
export const signerLinkRoutes: AppRoute[] = [
  { path: paths.signCheques, titleKey: 'titles.signCheques', Page: lazyPage(() => import('./pages/SignChequesPage'), 'SignChequesPage', { screenParts: false }) },
];
