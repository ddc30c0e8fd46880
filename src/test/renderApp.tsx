import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { RouteObject } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { Suspense } from 'react';
import { i18n } from '@/i18n/i18n';
import { createAppStore } from '@/app/store';
import { connectHttp } from '@/app/connectHttp';
import { userReceived, workspaceSelected } from '@/state/generalSlice';
import { routes as appRoutes } from '@/app/router';
import { AppRouter, createNavigator } from '@/components/routing/AppRouter';
import { mockSignIn } from './mockSignIn';
import { recordRequests } from './recordRequests';
import { keepUntilTestEnds } from './settle';

interface Options {
  /** Start signed in as this demo e-mail: the mock gets a session cookie, the store the user. */
  as?: string;
  workspace?: string;
  routes?: RouteObject[];
}

/**
 * Renders the real app (or given routes) at `path` with the real store, router and mock backend.
 * The router is the app's (BrowserRouter over jsdom's history): where the user ends up is
 * `window.location`, current as soon as a navigation starts, like the address bar.
 */
export function renderApp(path: string, { as, workspace, routes = appRoutes }: Options = {}) {
  window.history.replaceState(null, '', path);
  const { store, persistor } = createAppStore();
  keepUntilTestEnds(persistor);
  const navigator = createNavigator();
  connectHttp(store, navigator);
  if (as) {
    store.dispatch(userReceived(mockSignIn(as)));
    if (workspace) store.dispatch(workspaceSelected(workspace));
  }
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <Suspense fallback={null}>
          <AppRouter routes={routes} navigator={navigator} />
        </Suspense>
      </Provider>
    </I18nextProvider>,
  );
  return { ...view, store };
}

/** Renders one element with the store and i18n, for components that need no router. */
export function renderWithStore(ui: ReactElement, wrapper?: (children: ReactNode) => ReactNode) {
  const { store, persistor } = createAppStore();
  keepUntilTestEnds(persistor);
  const tree = (
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>{wrapper ? wrapper(ui) : ui}</Provider>
    </I18nextProvider>
  );
  return { ...render(tree), store };
}


/**
 * Renders one element signed in (the owner of gilboa-trade unless told), with the real store and
 * mock backend, recording the requests it sends: for a part of a page, e.g. one cheque tab.
 */
export function renderSignedIn(ui: ReactElement, { as = 'owner@demo.co.il', workspace = 'gilboa-trade' } = {}) {
  const requests = recordRequests();
  const view = renderApp('/here', { as, workspace, routes: [{ path: '/here', element: ui }] });
  return { ...view, requests };
}
