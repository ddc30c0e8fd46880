import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { Suspense } from 'react';
import { i18n } from '@/i18n/i18n';
import { createAppStore } from '@/app/store';
import { connectHttp } from '@/app/connectHttp';
import { userReceived } from '@/state/generalSlice';
import type { User } from '@/api/types/user';
import { routes as appRoutes } from '@/app/router';
import { db } from '../../mocks/db/database';
import { publicUser } from '../../mocks/db/views';


interface Options {
  /** Start signed in as this demo e-mail: the mock gets a session cookie, the store the user. */
  as?: string;
  workspace?: string;
  routes?: RouteObject[];
}

/** Signs a demo user in at the mock and returns it as the backend would. */
export function mockSignIn(email: string): User {
  const row = db.users.find((u) => u.email === email);
  if (!row) throw new Error(`no demo user ${email}`);
  const sid = `test-${row.id}`;
  db.sessions.push({ sid, userId: row.id, createdAt: Date.now() });
  document.cookie = `mock_sid=${sid}; path=/`;
  return publicUser(row);
}

/** Renders the real app (or given routes) at `path` with the real store, router and mock backend. */
export function renderApp(path: string, { as, workspace, routes = appRoutes }: Options = {}) {
  const { store } = createAppStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  connectHttp(store, router);
  if (as) {
    store.dispatch(userReceived(mockSignIn(as)));
    if (workspace) store.dispatch({ type: 'general/workspaceSelected', payload: workspace });
  }
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Provider>
    </I18nextProvider>,
  );
  return { ...view, store, router };
}

/** Renders one element with the store and i18n, for components that need no router. */
export function renderWithStore(ui: ReactElement, wrapper?: (children: ReactNode) => ReactNode) {
  const { store } = createAppStore();
  const tree = (
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>{wrapper ? wrapper(ui) : ui}</Provider>
    </I18nextProvider>
  );
  return { ...render(tree), store };
}

