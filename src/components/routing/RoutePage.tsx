import { Suspense, useEffect } from 'react';
import type { AppRoute } from './AppRoute';
import { PageSpinner } from '../feedback/PageSpinner';
import { pageTitleSet } from '@/state/generalSlice';
import { useAppDispatch } from '@/state/hooks';
import { usePermission } from '@/state/usePermission';
import { PermissionPage } from '../permissions/PermissionPage';
import { usePageTitle } from './usePageTitle';

/**
 * Renders a declared route in the staff app: its lazy page behind the centred spinner, and its
 * title (the tab's and the header's); the permission page instead when the route needs a
 * permission the user lacks.
 */
export function RoutePage({ route }: { route: AppRoute }) {
  const dispatch = useAppDispatch();
  const title = usePageTitle(route.titleKey);
  useEffect(() => {
    dispatch(pageTitleSet(title));
  }, [title, dispatch]);
  const refusal = usePermission().reason;
  const reasonKey = route.permission ? refusal(route.permission) : null;
  if (reasonKey) return <PermissionPage title={title} reasonKey={reasonKey} />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <route.Page />
    </Suspense>
  );
}
