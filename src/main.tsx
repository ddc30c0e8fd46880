import { StrictMode, type ComponentType } from 'react';
import './styles/fonts.scss';
import './styles/boot.scss';
import { installDefaultTrustedTypesPolicy } from './lib/trustedTypes';
import { opensFromLink, paths } from './config/paths';
import { hasPersistedUser, PERSISTED_STATE_KEY } from './lib/persistedUser';
import { screenLoaded } from './components/routing/loadedScreens';
import { loadWebFonts } from './lib/webFonts';
import { yieldToMain } from './lib/yieldToMain';

// Before anything renders: the production CSP requires Trusted Types (deploy/nginx.conf).
installDefaultTrustedTypesPolicy();

/** How long the first render waits for the landing screen's code and texts (startLandingScreen). */
const LANDING_WAIT_MS = 10_000;
/**
 * And for a link page's first replies, once its code is in, and for the app's faces: the page then
 * renders once, with them (useCallQuery takes a reply already in as its first state), in Heebo,
 * instead of a loading frame first, then the page, then its text moved by the web font (a layout
 * shift). index.html's spinner shows meanwhile; a slow backend gets the page's own loading state,
 * a slow font the fallback face, after this long.
 */
const FIRST_REPLIES_WAIT_MS = 3_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
 * What every first screen's code imports, in chunks of their own (scripts/vite/firstScreenChunks.ts):
 * the texts (i18next), React DOM, every app's frame with the router, and the HTTP client. They are
 * fetched together (nginx names them in a link page's and /login's first reply) and evaluated each
 * in a task of its own; `after` evaluates a screen's code once they are, so that it is a task of its
 * own too: a phone's main thread is never held by the whole start-up at once (Lighthouse counts a task
 * over 50 ms as blocking).
 */
function startLibraries() {
  const texts = import('./i18n/i18n');
  const renderer = import('./app/mountApp');
  const ready = Promise.all([texts, renderer, import('./app/AppProviders'), import('./api/request')]);
  return { texts, renderer, after: <T,>(load: () => Promise<T>): Promise<T> => ready.then(load) };
}
type Libraries = ReturnType<typeof startLibraries>;

/**
 * Payers, signers and people signing in land on one screen: its code and texts start downloading
 * with the app's instead of after it (the router would ask for them one round trip later), and a
 * link page's first reads go out as soon as the backend can answer them (the mock, in a demo build).
 * Resolves once the screen can render without waiting (its code registered: loadedScreens.ts, its
 * texts in, a link page's first replies in or FIRST_REPLIES_WAIT_MS gone), or failed to: its route
 * then loads it as any lazy screen.
 */
function startLandingScreen(signIn: boolean, backendReady: Promise<void>, { texts, after }: Libraries): Promise<unknown> {
  const path = window.location.pathname;
  // A link page's first reads go out once the backend can answer them, in a task of their own, not
  // in the one that evaluated the page's code (lib/yieldToMain).
  const startCalls = (start: (pathname: string) => Promise<unknown>) =>
    backendReady.then(() => yieldToMain()).then(
      () => Promise.race([start(path), delay(FIRST_REPLIES_WAIT_MS)]),
      () => undefined,
    );
  const loadTexts = (namespace: string) => texts.then(({ i18n, i18nReady }) => i18nReady.then(() => i18n.loadNamespaces(namespace)));
  // A screen's module, registered for its route; a link page's module also hands over its first reads.
  const loadScreen = <M extends Record<K, unknown>, K extends string>(load: () => Promise<M>, name: K, firstCalls?: (module: M) => (pathname: string) => Promise<unknown>) =>
    after(load).then((module) => {
      screenLoaded(name, module[name] as ComponentType);
      return firstCalls ? startCalls(firstCalls(module)) : undefined;
    });
  if (signIn) return loadTexts('accounts');
  // (The thank-you page, /terminal/done, is small: its route loads it.)
  if (path === paths.terminalDone) return loadTexts('terminal');
  if (path.startsWith('/terminal/')) return Promise.all([loadScreen(() => import('./features/payerLink/pages/TerminalPage'), 'TerminalPage', (page) => page.startTerminalCalls), loadTexts('terminal')]);
  if (path === '/paymentsuccess') return Promise.all([loadScreen(() => import('./features/credits/pages/PaymentSuccessPage'), 'PaymentSuccessPage'), loadTexts('credits')]);
  if (path.startsWith('/signChecks/')) return Promise.all([loadScreen(() => import('./features/signerLink/pages/SignChequesPage'), 'SignChequesPage', (page) => page.startSignLinkCalls), loadTexts('signing')]);
  return Promise.resolve();
}

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
  const libraries = startLibraries();
  const { texts, renderer, after } = libraries;
  // The landing screen is waited for a while only: on a stalled network the app renders without it,
  // and its route shows the spinner, then the load error of a screen that does not arrive.
  const landing = Promise.race([startLandingScreen(signIn, backendReady, libraries).catch(() => undefined), delay(LANDING_WAIT_MS)]);
  // Heebo's files, once the libraries are in (not before: they would take bandwidth from the code),
  // so that the first screen is laid out in Heebo at once (lib/webFonts).
  const faces = after(() => yieldToMain().then(() => Promise.race([loadWebFonts(), delay(FIRST_REPLIES_WAIT_MS)]))).catch(() => undefined);
  // The app's chunk downloads while the translations and the mock worker get ready.
  // A payer's or a signer's link, and the sign-in, open without the persisted store and the staff routes.
  // (The staff app is imported at once: Vite's loader names its files to the browser only then.)
  const loadApp = fromLink
    ? after(() => import('./app/StandaloneApp')).then((module) => module.StandaloneApp)
    : signIn
      ? after(() => import('./app/SignInApp')).then((module) => module.startSignIn())
      : Promise.all([import('./app/App'), texts.then(({ loadStaffTexts }) => loadStaffTexts())]).then(([module]) => module.startApp());
  const [App, { mountApp }] = await Promise.all([loadApp, renderer, texts.then(({ i18nReady }) => i18nReady), backendReady, baseStyles, landing, faces]);
  mountApp(
    <StrictMode>
      <App />
    </StrictMode>,
    document.getElementById('root')!,
  );
}

void boot();
