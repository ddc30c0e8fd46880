import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from './AppRoute';
import { PageSpinner } from '../feedback/PageSpinner';
import { pageTitleSet } from '@/state/generalSlice';
import { useAppDispatch } from '@/state/hooks';
import { usePermission } from '@/state/usePermission';
import { PermissionPage } from '../permissions/PermissionPage';

/**
 * Renders a declared route: its lazy page behind the centred spinner, and its title; the
 * permission page instead when the route needs a permission the user lacks.
 */
export function RoutePage({ route }: { route: AppRoute }) {
  const { t, i18n } = useTranslation('common');
  const dispatch = useAppDispatch();
  const title = t(route.titleKey);
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
    dispatch(pageTitleSet(title));
  }, [title, t, dispatch, i18n.language]);
  const refusal = usePermission().reason;
  const reasonKey = route.permission ? refusal(route.permission) : null;
  if (reasonKey) return <PermissionPage title={title} reasonKey={reasonKey} />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <route.Page />
    </Suspense>
  );
}
