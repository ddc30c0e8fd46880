import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';

/** The accessibility statement, public: the link pages' app serves it (src/boot/landingPages.ts); its own sheet, no CoreUI parts. */
export const accessibilityRoutes: AppRoute[] = [
  { path: paths.accessibility, titleKey: 'titles.accessibility', Page: lazyPage(() => import('./pages/AccessibilityPage'), 'AccessibilityPage', { screenParts: false }) },
];
