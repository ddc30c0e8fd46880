import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { AppErrorBoundary } from '@/components/feedback/AppErrorBoundary';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { createStandaloneStore } from './standaloneStore';
import { standaloneRoutes } from './standaloneRoutes';
import { connectHttp } from './connectHttp';

const store = createStandaloneStore();
const router = createBrowserRouter(standaloneRoutes);
connectHttp(store, router);

/** A payer's or a signer's page from a link (issue #14): no persisted store, no staff routes. */
export function StandaloneApp() {
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary>
        <Provider store={store}>
          <Suspense fallback={<PageSpinner />}>
            <RouterProvider router={router} />
          </Suspense>
        </Provider>
      </AppErrorBoundary>
    </I18nextProvider>
  );
}
