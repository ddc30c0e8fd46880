// Its sheet (base.scss and the few CoreUI parts the sign-in uses): no kit before the sign-in.
import '@/styles/signIn.scss';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { RouteErrorBoundary } from '@/components/routing/RouteErrorBoundary';
import { usePageTitle } from '@/components/routing/usePageTitle';
import { paths } from '@/config/paths';
import { LoginPage } from '@/features/accounts/pages/LoginPage';
import { loadSignInReplies } from '@/api/signInCalls';
import { loadStaffTexts } from '@/i18n/i18n';
import { AppProviders } from './AppProviders';
import { connectSignInHttp, signedInUser } from './signInSession';

type StartStaffApp = (app: ComponentType) => void;

/** The staff app's code and texts (importing it creates no store: startApp does). */
function loadStaffApp() {
  return Promise.all([import('./App'), loadStaffTexts()]);
}

/**
 * Any address but /login (the target after sign-in, or the sign-up and forgotten-password links):
 * the staff app, started in place (same React root, no reload) with the user signed in here, if
 * any. It renders the address itself. Its code failing to load: a full load gets there all the same.
 */
function StaffAppStart({ onStarted }: { onStarted: StartStaffApp }) {
  useEffect(() => {
    let live = true;
    loadStaffApp().then(
      ([module]) => live && onStarted(module.startApp(signedInUser())),
      () => live && window.location.replace(window.location.pathname + window.location.search + window.location.hash),
    );
    return () => {
      live = false;
    };
  }, [onStarted]);
  return <PageSpinner />;
}

/**
 * The page itself, not lazy: the sign-in app is there for it (its code comes with this app's). The
 * readers of its replies (api/signInCalls.ts) and the staff app start downloading once the visitor
 * is in the form (its first focus), never before the screen shows (bench:size counts what comes
 * before it).
 */
function SignInPage() {
  usePageTitle('titles.login');
  useEffect(() => {
    const prefetch = () => {
      void loadSignInReplies().catch(() => undefined);
      void loadStaffApp().catch(() => undefined);
    };
    document.addEventListener('focusin', prefetch, { once: true });
    return () => document.removeEventListener('focusin', prefetch);
  }, []);
  return <LoginPage />;
}

function signInRoutes(onStarted: StartStaffApp): RouteObject[] {
  return [
    {
      element: (
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      ),
      children: [
        { path: paths.login, element: <SignInPage /> },
        { path: '*', element: <StaffAppStart onStarted={onStarted} /> },
      ],
    },
  ];
}

/** /login without the staff app: the sign-in page, until it hands over to the staff app. */
function SignInApp() {
  const [StaffApp, setStaffApp] = useState<ComponentType | null>(null);
  const routes = useMemo(() => signInRoutes((app) => setStaffApp(() => app)), []);
  if (StaffApp) return <StaffApp />;
  return <AppProviders routes={routes} />;
}

/**
 * /login for a visitor with no signed-in user stored (src/main.tsx; at most 160 kB gzip before
 * the screen shows): the sign-in page with NO store, no kit and no staff texts, like a payer's link
 * (StandaloneApp). Its calls are plain (api/signInCalls); the reply's user is kept by its own http
 * hook (signInSession). After the sign-in the page goes to its target, where the staff app starts
 * in place and gets the user (App.tsx startApp). Call once per page.
 */
export function startSignIn(): ComponentType {
  connectSignInHttp();
  return SignInApp;
}
