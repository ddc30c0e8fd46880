import '@/styles/kit';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { createNavigator } from '@/components/routing/AppRouter';
import { createAppStore } from './store';
import { routes } from './router';
import { connectHttp } from './connectHttp';
import { connectSessionSync } from './sessionSync';
import { AppProviders } from './AppProviders';

function createApp() {
  const { store, persistor } = createAppStore();
  const navigator = createNavigator();
  connectHttp(store, navigator);
  connectSessionSync(store);
  return { store, persistor, navigator };
}

// One store and one navigator for the page's life (created once, outside StrictMode's double calls).
const { store, persistor, navigator } = createApp();

/** The whole app: the providers, with the store's restored state before the first screen. */
export function App() {
  return (
    <AppProviders
      routes={routes}
      navigator={navigator}
      around={(router) => (
        <Provider store={store}>
          <PersistGate loading={<PageSpinner />} persistor={persistor}>
            {router}
          </PersistGate>
        </Provider>
      )}
    />
  );
}
