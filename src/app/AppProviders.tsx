import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { AppErrorBoundary } from '@/components/feedback/AppErrorBoundary';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import type { AppStore } from './store';
import type { AppRouter } from './router';

interface Props {
  store: AppStore;
  router: AppRouter;
  /** Around the router, inside the store: the persisted app's PersistGate (App.tsx). */
  gate?: (routes: ReactNode) => ReactNode;
}

/** The providers of every page: i18n, error boundary, store, router (App and StandaloneApp). */
export function AppProviders({ store, router, gate = (routes) => routes }: Props) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary>
        <Provider store={store}>
          {gate(
            <Suspense fallback={<PageSpinner />}>
              <RouterProvider router={router} />
            </Suspense>,
          )}
        </Provider>
      </AppErrorBoundary>
    </I18nextProvider>
  );
}
