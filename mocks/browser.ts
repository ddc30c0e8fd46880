import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { attachStorage } from './db/database';
import { setMockLatency } from './route';

const STORAGE_KEY = 'mock-backend-db';

/** Dev: the mock backend in a service worker; the demo lives in localStorage so it survives reloads. */
export async function startMockWorker(): Promise<void> {
  attachStorage({
    load: () => localStorage.getItem(STORAGE_KEY),
    save: (text) => localStorage.setItem(STORAGE_KEY, text),
    clear: () => localStorage.removeItem(STORAGE_KEY),
  });
  setMockLatency(Number(import.meta.env.VITE_MOCK_LATENCY_MS ?? 150));
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
