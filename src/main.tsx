import { StrictMode } from 'react';
import '@fontsource/heebo/hebrew-400.css';
import '@fontsource/heebo/hebrew-700.css';
import '@fontsource/heebo/latin-400.css';
import '@fontsource/heebo/latin-700.css';
import './styles/boot.scss';
import { installDefaultTrustedTypesPolicy } from './lib/trustedTypes';
import { opensFromLink, paths } from './config/paths';
import { hasPersistedUser, PERSISTED_STATE_KEY } from './lib/persistedUser';

// Before anything renders: the production CSP requires Trusted Types (deploy/nginx.conf).
installDefaultTrustedTypesPolicy();

async function startMockBackend(): Promise<void> {
  // Compiled out of production builds unless VITE_API_MOCK=true: no mock code ships otherwise.
  if (!__API_MOCK__) return;
  const { startMockWorker } = await import('@mocks/browser');
  await startMockWorker();
}

/** A signed-in user stored by the staff app (src/app/store.ts), read without it; none when storage is closed. */
function storedUser(): boolean {
  try {
    return hasPersistedUser(localStorage.getItem(PERSISTED_STATE_KEY));
  } catch {
    return false;
  }
}

/**
 * Payers, signers and people signing in land on one screen: its code and texts start downloading
 * with the app's instead of after it (the router would ask for them one round trip later), and a
 * link page's first reads go out as soon as the backend can answer them (the mock, in a demo build).
 */
function startLandingScreen(signIn: boolean, backendReady: Promise<void>, texts: Promise<Texts>): void {
  const path = window.location.pathname;
  // A page's module hands over its first reads: they go out once the backend can answer them.
  const startCalls = (start: (pathname: string) => void) => void backendReady.then(() => start(path), () => undefined);
  const loadTexts = (namespace: string) => void texts.then(({ i18n }) => i18n.loadNamespaces(namespace));
  if (signIn) {
    loadTexts('accounts');
  } else if (path.startsWith('/terminal/')) {
    void import('./features/terminal/pages/TerminalPage').then((page) => startCalls(page.startTerminalCalls), () => undefined);
    loadTexts('terminal');
  } else if (path === '/paymentsuccess') {
    void import('./features/credits/pages/PaymentSuccessPage').catch(() => undefined);
    loadTexts('credits');
  } else if (path.startsWith('/signChecks/')) {
    void import('./features/signing/pages/SignChequesPage').then((page) => startCalls(page.startSignLinkCalls), () => undefined);
    loadTexts('signing');
  }
}

type Texts = typeof import('./i18n/i18n');

async function boot(): Promise<void> {
  const fromLink = opensFromLink(window.location.pathname);
  // /login with no signed-in user stored: the sign-in app, which starts the staff app after the
  // sign-in (app/SignInApp.tsx). A stored user: the staff app, which sends them on.
  const signIn = window.location.pathname === paths.login && !storedUser();
  // A payer's or a signer's page has no kit: its first-paint sheet (styles/base.scss; the staff app
  // has it at the top of the kit) is asked before the screen's code, to come first in the cascade.
  // (The sign-in app's sheet comes with its code: app/SignInApp.tsx.)
  const baseStyles = fromLink ? import('./styles/base') : undefined;
  const backendReady = startMockBackend();
  // The texts (i18next) and React DOM are chunks of their own, fetched together and evaluated each
  // in its own task: a phone's main thread is never held by the whole start-up at once (issue #14).
  const texts = import('./i18n/i18n');
  const renderer = import('./app/renderApp');
  // So are every app's frame with the router, and the HTTP client: evaluated before the screen's
  // code that imports them.
  void import('./app/AppProviders');
  void import('./api/request');
  startLandingScreen(signIn, backendReady, texts);
  // The app's chunk downloads while the translations and the mock worker get ready.
  // A payer's or a signer's link, and the sign-in, open without the persisted store and the staff routes.
  const loadApp = fromLink
    ? import('./app/StandaloneApp').then((module) => module.StandaloneApp)
    : signIn
      ? import('./app/SignInApp').then((module) => module.startSignIn())
      : Promise.all([import('./app/App'), texts.then(({ loadStaffTexts }) => loadStaffTexts())]).then(([module]) => module.startApp());
  const [App, { renderApp }] = await Promise.all([loadApp, renderer, texts.then(({ i18nReady }) => i18nReady), backendReady, baseStyles]);
  renderApp(
    <StrictMode>
      <App />
    </StrictMode>,
    document.getElementById('root')!,
  );
}

void boot();
