import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Suspense } from 'react';
import { lazyPage } from '@/components/routing/lazyPage';
import { RouteError } from '@/components/routing/RouteError';
import { RoutePage } from '@/components/routing/RoutePage';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { paths } from '@/config/paths';
import { RequireAuth } from './RequireAuth';
import { appRoutes, publicRoutes } from './routeTable';

const DefaultLayout = lazyPage(() => import('./layout/DefaultLayout'), 'DefaultLayout');

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteError />,
    children: [
      ...publicRoutes.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
      {
        element: (
          <RequireAuth>
            <Suspense fallback={<PageSpinner />}>
              <DefaultLayout />
            </Suspense>
          </RequireAuth>
        ),
        errorElement: <RouteError />,
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
export type AppRouter = ReturnType<typeof createAppRouter>;
