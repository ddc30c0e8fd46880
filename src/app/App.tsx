import '@/styles/kit';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import type { User } from '@/api/types/user';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { allowIconMarkup } from '@/lib/trustedHtml';
import { createNavigator } from '@/components/routing/AppRouter';
import { userReceived } from '@/state/generalSlice';
import { createAppStore } from './store';
import { preloadSignedInScreen, routes, startScreenData } from './router';
import { connectHttp } from './connectHttp';
import { connectSessionSync } from './sessionSync';
import { AppProviders } from './AppProviders';
import { RestoredGate } from './RestoredGate';

// The screen at this address (and the shell) start loading as soon as the app's code is in, while
// the staff texts and the stored state are still on their way. Not signed in after all (a session
// that ended), the user comes back to this screen after signing in (RequireAuth): it is in the cache.
preloadSignedInScreen(window.location.pathname);

function createApp(signedIn: User | null, backendReady: Promise<void>): ComponentType {
  // CoreUI's icons set their SVG markup as innerHTML: the production CSP's Trusted Types let it through.
  allowIconMarkup();
  // The stored state comes in with REHYDRATE, which replaces the general slice: a user signed in
  // meanwhile (the sign-in app) is handed over after it, and is then persisted like any other.
  const { store, persistor } = createAppStore(() => {
    if (signedIn) store.dispatch(userReceived(signedIn));
    const { general } = store.getState();
    const { pathname, search } = window.location;
    if (general.user) void backendReady.then(() => startScreenData({ pathname, search }, general.workspace, store.dispatch));
  });
  const navigator = createNavigator();
  connectHttp(store, navigator);
  connectSessionSync(store);

  /** The whole app: the providers, with the store's restored state before the first screen. */
  return function App() {
    return (
      <AppProviders
        routes={routes}
        navigator={navigator}
        around={(router) => (
          <Provider store={store}>
            <RestoredGate loading={<PageSpinner />} persistor={persistor}>
              {router}
            </RestoredGate>
          </Provider>
        )}
      />
    );
  };
}

let started: ComponentType | null = null;

/**
 * Starts the staff app, once per page (later calls get the same app; StrictMode's double effects
 * included): its store, navigator and http hooks, and the component to render. `signedIn`: the user
 * the sign-in app received before handing over (app/SignInApp.tsx), put in the store after the
 * stored state is restored. `backendReady`: the demo's mock backend (main.tsx), before the screen's
 * first data is asked.
 */
export function startApp(signedIn: User | null = null, backendReady: Promise<void> = Promise.resolve()): ComponentType {
  started ??= createApp(signedIn, backendReady);
  return started;
}
