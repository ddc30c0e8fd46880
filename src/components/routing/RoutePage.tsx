import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from './AppRoute';
import { PageSpinner } from '../feedback/PageSpinner';
import { pageTitleSet } from '@/state/generalSlice';
import { useAppDispatch } from '@/state/hooks';

/** Renders a declared route: its lazy page behind the centred spinner, and its title. */
export function RoutePage({ route }: { route: AppRoute }) {
  const { t, i18n } = useTranslation('common');
  const dispatch = useAppDispatch();
  const title = t(route.titleKey);
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
    dispatch(pageTitleSet(title));
  }, [title, t, dispatch, i18n.language]);
  return (
    <Suspense fallback={<PageSpinner />}>
      <route.Page />
    </Suspense>
  );
}
