import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '@mocks/node';
import { resetDb } from '@mocks/db/database';
import { i18n, loadStaffTexts } from '@/i18n/i18n';
import { countRequests, settleTest } from './settle';

// Lazy screens are transformed on first use: on a busy 2-core machine a first find can take many
// seconds. One limit for every find and waitFor (vite.config.ts gives tests 90 s).
configure({ asyncUtilTimeout: 30_000 });

// jsdom has no layout: CoreUI and virtual lists ask for these.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
// jsdom's scrollTo only reports "not implemented"; without layout a scroll has nothing to move.
window.scrollTo = () => undefined;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// jsdom's Blob has no stream(); msw reads blob replies (cheque pictures) through it.
if (!Blob.prototype.stream) {
  Blob.prototype.stream = function stream(this: Blob) {
    const read = () => this.arrayBuffer();
    return new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await read()));
        controller.close();
      },
    }) as ReturnType<Blob['stream']>;
  };
}
// jsdom has no object URLs for blobs: a stable fake one is enough for an <img src>.
URL.createObjectURL ??= () => 'blob:test';
URL.revokeObjectURL ??= () => undefined;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The screen parts' texts come with every staff screen but the home (styles/screenPartsTexts.ts):
  // a test that renders a part on its own has them as its screen would.
  await Promise.all([loadStaffTexts(), i18n.loadNamespaces('screenParts')]);
});
beforeEach(() => {
  resetDb();
  countRequests();
});
afterEach(async () => {
  cleanup();
  await settleTest();
  server.resetHandlers();
  server.events.removeAllListeners();
  localStorage.clear();
});
// The files of a worker share one document and one module graph (vite.config.ts): what a file
// changed for the whole page goes back before the next one.
afterAll(async () => {
  await vi.dynamicImportSettled();
  server.close();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  sessionStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  if (i18n.language !== 'he') await i18n.changeLanguage('he');
});
