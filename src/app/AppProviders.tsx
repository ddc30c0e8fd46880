import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RouteObject } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { AppErrorBoundary } from '@/components/feedback/AppErrorBoundary';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { AppRouter, type AppNavigator } from '@/components/routing/AppRouter';
import type { AppStore } from './store';

interface Props {
  store: AppStore;
  routes: RouteObject[];
  /** connectHttp's way to navigate (the 401 redirect to login). */
  navigator: AppNavigator;
  /** Around the router, inside the store: the persisted app's PersistGate (App.tsx). */
  gate?: (router: ReactNode) => ReactNode;
}

/** The providers of every page: i18n, error boundary, store, router (App and StandaloneApp). */
export function AppProviders({ store, routes, navigator, gate = (router) => router }: Props) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary>
        <Provider store={store}>
          {gate(
            <Suspense fallback={<PageSpinner />}>
              <AppRouter routes={routes} navigator={navigator} />
            </Suspense>,
          )}
        </Provider>
      </AppErrorBoundary>
    </I18nextProvider>
  );
}
