import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/heebo/hebrew-400.css';
import '@fontsource/heebo/hebrew-700.css';
import '@fontsource/heebo/latin-400.css';
import '@fontsource/heebo/latin-700.css';
import './styles/boot.scss';
import { i18n, i18nReady, loadStaffTexts } from './i18n/i18n';
import { installDefaultTrustedTypesPolicy } from './lib/trustedTypes';
import { opensFromLink } from './config/paths';

// Before anything renders: the production CSP requires Trusted Types (deploy/nginx.conf).
installDefaultTrustedTypesPolicy();

async function startMockBackend(): Promise<void> {
  // Compiled out of production builds unless VITE_API_MOCK=true: no mock code ships otherwise.
  if (!__API_MOCK__) return;
  const { startMockWorker } = await import('@mocks/browser');
  await startMockWorker();
}

/**
 * Payers and signers land from a link on a phone: their screen's code and texts start downloading
 * with the app's instead of after it (the router would ask for them one round trip later), and its
 * first reads go out as soon as the backend can answer them (the mock, in a demo build).
 */
function startLandingScreen(backendReady: Promise<void>): void {
  const path = window.location.pathname;
  // A page's module hands over its first reads: they go out once the backend can answer them.
  const startCalls = (start: (pathname: string) => void) => void backendReady.then(() => start(path), () => undefined);
  if (path.startsWith('/terminal/')) {
    void import('./features/terminal/pages/TerminalPage').then((page) => startCalls(page.startTerminalCalls), () => undefined);
    void i18n.loadNamespaces('terminal');
  } else if (path === '/paymentsuccess') {
    void import('./features/credits/pages/PaymentSuccessPage').catch(() => undefined);
    void i18n.loadNamespaces('credits');
  } else if (path.startsWith('/signChecks/')) {
    void import('./features/signing/pages/SignChequesPage').then((page) => startCalls(page.startSignLinkCalls), () => undefined);
    void i18n.loadNamespaces('signing');
  }
}

async function boot(): Promise<void> {
  const fromLink = opensFromLink(window.location.pathname);
  // A payer's or a signer's page has no kit: its first-paint sheet (styles/base.scss; the staff app
  // has it at the top of the kit) is asked before the screen's code, to come first in the cascade.
  const baseStyles = fromLink ? import('./styles/base') : undefined;
  const backendReady = startMockBackend();
  startLandingScreen(backendReady);
  // The app's chunk downloads while the translations and the mock worker get ready.
  // A payer's or a signer's link opens without the persisted store and the staff routes.
  const loadApp = fromLink
    ? import('./app/StandaloneApp').then((module) => module.StandaloneApp)
    : Promise.all([import('./app/App'), loadStaffTexts()]).then(([module]) => module.App);
  const [App] = await Promise.all([loadApp, backendReady, i18nReady, baseStyles]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
