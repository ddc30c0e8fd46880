import { matchPath, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { Suspense } from 'react';
import { lazyPage } from '@/components/routing/lazyPage';
import { loadScreenParts } from '@/styles/screenParts';
import { i18n } from '@/i18n/i18n';
import { RouteErrorBoundary } from '@/components/routing/RouteErrorBoundary';
import { RoutePage } from '@/components/routing/RoutePage';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { paths } from '@/config/paths';
import { RequireAuth } from './RequireAuth';
import { RedirectSignedIn } from './RedirectSignedIn';
import { appRoutes, publicRoutes } from './routeTable';
import { SCREEN_DATA_HOLD_MS, type ScreenQuery } from '@/components/routing/AppRoute';
import { inTasks, yieldToMain } from '@/lib/yieldToMain';

const loadLayout = () => import('./layout/DefaultLayout');
const DefaultLayout = lazyPage(loadLayout, 'DefaultLayout', { screenParts: false });

/**
 * A signed-in user opening a staff screen's address (a bookmark, a reload, a link): the shell's and
 * the screen's code and texts start together, at the app's start, instead of the screen's only once
 * the shell has rendered (a round trip later on a phone); its route's lazyPage then finds the
 * modules loaded or on their way. A screen without a `start`, any other address: nothing.
 */
export function preloadSignedInScreen(pathname: string): void {
  const start = appRoutes.find((r) => matchPath(r.path, pathname))?.start;
  if (!start) return;
  // In lazyPage's order: the shell's sheet, the screen parts', then the screen's own (the cascade).
  // Each in a task of its own: Vite's loader adds a <link> per file to preload (about half a
  // millisecond each on a fast machine, the view has ~45), which in one task with the app's start
  // held a phone's main thread for over 100 ms.
  // (The first too: the app's own start-up is running in this one.)
  void yieldToMain()
    .then(() => inTasks([loadLayout, ...(start.screenParts !== false ? [loadScreenParts] : []), start.load]))
    .catch(() => undefined);
  // (Texts that fail to load are the screen's useTranslation's concern.)
  const texts = start.texts;
  if (!texts) return;
  const loadTexts = () => void i18n.loadNamespaces([...texts]).catch(() => undefined);
  if (i18n.isInitialized) loadTexts();
  else i18n.on('initialized', loadTexts);
}

/**
 * The first data of the screen at this address (its route's `start.data`), asked as soon as the stored
 * state is in (App.tsx), while the shell's and the screen's code are still on their way: on a phone
 * the cheque and its picture came a whole first render later. Then, at a staff screen's address, the
 * signed-in frame's own reads (shellData.ts), each in a task of its own. Only for a signed-in user
 * with an active workspace.
 */
export function startScreenData(location: Pick<Location, 'pathname' | 'search'>, ws: string, dispatch: (thunk: ScreenQuery) => { unsubscribe: () => void }): void {
  if (!ws) return;
  const hold = (initiate: ScreenQuery) => {
    const subscription = dispatch(initiate);
    setTimeout(() => subscription.unsubscribe(), SCREEN_DATA_HOLD_MS);
  };
  // At a staff screen's address only (the frame shows there): its route's first data, then the frame's.
  const matches = appRoutes.flatMap((route) => {
    const match = matchPath(route.path, location.pathname);
    return match ? [{ data: route.start?.data, params: match.params }] : [];
  });
  if (!matches.length) return;
  const screen = matches.find((m) => m.data);
  // In a task of its own, like the screen's code above: its module's preload links too.
  void yieldToMain()
    .then(() => screen?.data?.({ params: screen.params, pathname: location.pathname, search: new URLSearchParams(location.search), ws, hold }))
    .then(() => import('./shellData'))
    .then((shell) => shell.startShellData(ws, hold))
    .catch(() => undefined);
}

/** The whole app's routes, for AppRouter (declarative mode: no loaders, no errorElement). */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    ),
    children: [
      ...publicRoutes.map((route) => ({
        path: route.path,
        element:
          route.path === paths.login ? (
            <RedirectSignedIn>
              <RoutePage route={route} />
            </RedirectSignedIn>
          ) : (
            <RoutePage route={route} />
          ),
      })),
      {
        element: (
          <RouteErrorBoundary>
            <RequireAuth>
              <Suspense fallback={<PageSpinner />}>
                <DefaultLayout />
              </Suspense>
            </RequireAuth>
          </RouteErrorBoundary>
        ),
        children: appRoutes.map((route) =>
          route.path === paths.home
            ? { index: true, element: <RoutePage route={route} /> }
            : { path: route.path, element: <RoutePage route={route} /> },
        ),
      },
      // Spec section 2: any unknown path shows the home page.
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];
