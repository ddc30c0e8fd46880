import { StrictMode, type ComponentType } from 'react';
import './styles/fonts.scss';
import './styles/boot.scss';
import { installDefaultTrustedTypesPolicy } from './lib/trustedTypes';
import { hasPersistedUser, PERSISTED_STATE_KEY } from './lib/persistedUser';
import { screenLoaded } from './components/routing/loadedScreens';
import { loadWebFonts } from './lib/webFonts';
import { yieldToMain } from './lib/yieldToMain';
import { LANDING_PAGES, landingPageOf, type LandingName } from './boot/landingPages';
import { APP_CODE, LANDING_SCREENS, type FirstCalls } from './boot/landingCode';
import { startLibraries, type Libraries } from './boot/startLibraries';

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
 * Payers, signers and people signing in land on one screen (boot/landingPages.ts): its code and
 * texts start downloading with the app's instead of after it (the router would ask for them one
 * round trip later), and a link page's first reads go out as soon as the backend can answer them
 * (the mock, in a demo build). Resolves once the screen can render without waiting (its code
 * registered: loadedScreens.ts, its texts in, a link page's first replies in or
 * FIRST_REPLIES_WAIT_MS gone), or failed to: its route then loads it as any lazy screen.
 */
function startLandingScreen(name: LandingName | undefined, backendReady: Promise<void>, { texts, after }: Libraries): Promise<unknown> {
  if (!name) return Promise.resolve();
  const path = window.location.pathname;
  // A link page's first reads go out once the backend can answer them, in a task of their own, not
  // in the one that evaluated the page's code (lib/yieldToMain).
  const startCalls = (start: FirstCalls) =>
    backendReady.then(() => yieldToMain()).then(
      () => Promise.race([start(path), delay(FIRST_REPLIES_WAIT_MS)]),
      () => undefined,
    );
  const screen = LANDING_SCREENS[name];
  // The screen's module, registered for its route; a link page's module also hands over its first reads.
  const loadScreen =
    screen &&
    after(screen.load).then((module) => {
      screenLoaded(screen.name, module[screen.name] as ComponentType);
      return module.firstCalls && startCalls(module.firstCalls);
    });
  const loadTexts = texts.then(({ i18n, i18nReady }) => i18nReady.then(() => i18n.loadNamespaces(LANDING_PAGES[name].texts)));
  return Promise.all([loadScreen, loadTexts]);
}

async function boot(): Promise<void> {
  // /login with no signed-in user stored opens the sign-in app, which starts the staff app after the
  // sign-in (app/SignInApp.tsx); with one stored, the staff app, which sends them on.
  const landing = landingPageOf(window.location.pathname, storedUser);
  const backendReady = startMockBackend();
  const libraries = startLibraries();
  const { texts, renderer, after } = libraries;
  // The landing screen is waited for a while only: on a stalled network the app renders without it,
  // and its route shows the spinner, then the load error of a screen that does not arrive.
  const screen = Promise.race([startLandingScreen(landing, backendReady, libraries).catch(() => undefined), delay(LANDING_WAIT_MS)]);
  // Heebo's files, once the libraries are in (not before: they would take bandwidth from the code),
  // so that the first screen is laid out in Heebo at once (lib/webFonts).
  const faces = after(() => yieldToMain().then(() => Promise.race([loadWebFonts(), delay(FIRST_REPLIES_WAIT_MS)]))).catch(() => undefined);
  // The app's chunk downloads while the translations and the mock worker get ready.
  const loadApp = APP_CODE[landing ? LANDING_PAGES[landing].app : 'staff']({ ...libraries, backendReady });
  const [App, { mountApp }] = await Promise.all([loadApp, renderer, texts.then(({ i18nReady }) => i18nReady), backendReady, screen, faces]);
  mountApp(
    <StrictMode>
      <App />
    </StrictMode>,
    document.getElementById('root')!,
  );
}

void boot();
