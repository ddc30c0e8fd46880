import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { AppErrorBoundary } from '@/components/feedback/AppErrorBoundary';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { AppRouter, type AppNavigator } from '@/components/routing/AppRouter';

interface Props {
  routes: RouteObject[];
  /** connectHttp's way to navigate (the staff app's 401 redirect to login). */
  navigator?: AppNavigator;
  /**
   * Around the router: the staff app's store and its RestoredGate (App.tsx). A page opened from a
   * link has no store (StandaloneApp), so nothing here imports redux.
   */
  around?: (router: ReactNode) => ReactNode;
}

/** The providers of every page: i18n, error boundary, router, and what `around` adds (App and StandaloneApp). */
export function AppProviders({ routes, navigator, around = (router) => router }: Props) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary>
        {around(
          <Suspense fallback={<PageSpinner />}>
            <AppRouter routes={routes} navigator={navigator} />
          </Suspense>,
        )}
      </AppErrorBoundary>
    </I18nextProvider>
  );
}
