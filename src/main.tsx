import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/heebo/hebrew-400.css';
import '@fontsource/heebo/hebrew-700.css';
import '@fontsource/heebo/latin-400.css';
import '@fontsource/heebo/latin-700.css';
import './styles/app.scss';
import './styles/utilities.scss';
import { i18nReady } from './i18n/i18n';

async function startMockBackend(): Promise<void> {
  // Compiled out of production builds unless VITE_API_MOCK=true: no mock code ships otherwise.
  if (!__API_MOCK__) return;
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
}

async function boot(): Promise<void> {
  // The app's chunk downloads while the translations and the mock worker get ready.
  const [{ App }] = await Promise.all([import('./app/App'), startMockBackend(), i18nReady]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
