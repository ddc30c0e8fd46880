import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { RouterProvider } from 'react-router-dom';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { AppErrorBoundary } from '@/components/feedback/AppErrorBoundary';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { createAppStore } from './store';
import { createAppRouter } from './router';
import { connectHttp } from './connectHttp';
import { connectSessionSync } from './sessionSync';

function createApp() {
  const { store, persistor } = createAppStore();
  const router = createAppRouter();
  connectHttp(store, router);
  connectSessionSync(store);
  return { store, persistor, router };
}

// One store and one router for the page's life (created once, outside StrictMode's double calls).
const { store, persistor, router } = createApp();

/** Providers: i18n, error boundary, store with its restored state, router. */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary>
        <Provider store={store}>
          <PersistGate loading={<PageSpinner />} persistor={persistor}>
            <Suspense fallback={<PageSpinner />}>
              <RouterProvider router={router} />
            </Suspense>
          </PersistGate>
        </Provider>
      </AppErrorBoundary>
    </I18nextProvider>
  );
}
