import { useEffect } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/routing/RouteErrorBoundary';
import { LinkPage } from '@/components/routing/LinkPage';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { payerLinkRoutes } from '@/features/payerLink/routes';
import { signerLinkRoutes } from '@/features/signerLink/routes';
import { accessibilityRoutes } from '@/features/accessibility/routes';

/** Any other address leaves the standalone page for the whole app (a full load: its store, its shell). */
function LeaveForApp() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(pathname + search + hash);
  }, [pathname, search, hash]);
  return <PageSpinner />;
}

/** The payer's and the signer's pages and the accessibility statement (the `standalone` app of src/boot/landingPages.ts). */
export const standaloneRoutes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    ),
    children: [
      ...[...payerLinkRoutes, ...signerLinkRoutes, ...accessibilityRoutes].map((route) => ({ path: route.path, element: <LinkPage route={route} /> })),
      { path: '*', element: <LeaveForApp /> },
    ],
  },
];
