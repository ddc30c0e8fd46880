import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { server } from '../../mocks/node';
import { resetDb } from '../../mocks/db/database';
import { i18nReady } from '@/i18n/i18n';

// jsdom has no layout: CoreUI and virtual lists ask for these.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await i18nReady;
});
beforeEach(() => {
  resetDb();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
