import { Suspense } from 'react';
import type { AppRoute } from './AppRoute';
import { PageSpinner } from '../feedback/PageSpinner';
import { usePageTitle } from './usePageTitle';

/**
 * A page opened from a link (payer, signer) in the standalone app: its title and its lazy page
 * behind the spinner. No store, no permission: these routes have neither, and the payer's
 * first download on a phone carries no redux. Inside the staff app the same routes use RoutePage.
 */
export function LinkPage({ route }: { route: AppRoute }) {
  usePageTitle(route.titleKey);
  return (
    <Suspense fallback={<PageSpinner />}>
      <route.Page />
    </Suspense>
  );
}
