import { useEffect } from 'react';
import { BrowserRouter, useNavigate, useRoutes, type NavigateFunction, type RouteObject } from 'react-router-dom';

/**
 * Navigation from outside React (connectHttp's 401): the router's `navigate` once it has rendered.
 * Where the user is, is the address bar (`window.location`): BrowserRouter keeps it current as soon
 * as a navigation starts, before React renders the new screen.
 */
export function createNavigator() {
  let routerNavigate: NavigateFunction | null = null;
  return {
    navigate(to: string, options?: { replace?: boolean }): void {
      if (routerNavigate) void routerNavigate(to, options);
      // Not rendered (yet, or any more): a full load gets there all the same.
      else if (options?.replace) window.location.replace(to);
      else window.location.assign(to);
    },
    /** NavigationBridge's: hands over the router's navigate; returns the disconnect. */
    connect(navigate: NavigateFunction): () => void {
      routerNavigate = navigate;
      return () => {
        if (routerNavigate === navigate) routerNavigate = null;
      };
    },
  };
}
export type AppNavigator = ReturnType<typeof createNavigator>;

function NavigationBridge({ navigator }: { navigator: AppNavigator }) {
  const navigate = useNavigate();
  useEffect(() => navigator.connect(navigate), [navigator, navigate]);
  return null;
}

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * react-router's declarative mode (BrowserRouter + useRoutes): ~16 kB gzip lighter than its data
 * router on every page, and react-router is one module, so one use anywhere would put it on the
 * payer's and the signer's phones too: no page may use createBrowserRouter/RouterProvider, loaders
 * or errorElement (RouteErrorBoundary instead).
 */
export function AppRouter({ routes, navigator }: { routes: RouteObject[]; navigator?: AppNavigator }) {
  return (
    <BrowserRouter>
      {navigator && <NavigationBridge navigator={navigator} />}
      <RouteTree routes={routes} />
    </BrowserRouter>
  );
}
