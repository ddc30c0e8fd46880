import '@/styles/kit';
import { PersistGate } from 'redux-persist/integration/react';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { createAppStore } from './store';
import { createAppRouter } from './router';
import { connectHttp } from './connectHttp';
import { connectSessionSync } from './sessionSync';
import { AppProviders } from './AppProviders';

function createApp() {
  const { store, persistor } = createAppStore();
  const router = createAppRouter();
  connectHttp(store, router);
  connectSessionSync(store);
  return { store, persistor, router };
}

// One store and one router for the page's life (created once, outside StrictMode's double calls).
const { store, persistor, router } = createApp();

/** The whole app: the providers, with the store's restored state before the first screen. */
export function App() {
  return (
    <AppProviders
      store={store}
      router={router}
      gate={(routes) => (
        <PersistGate loading={<PageSpinner />} persistor={persistor}>
          {routes}
        </PersistGate>
      )}
    />
  );
}
