import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '@mocks/node';
import { resetDb } from '@mocks/db/database';
import { loadStaffTexts } from '@/i18n/i18n';

// Lazy screens are transformed on first use: on a 2-core CI machine a first find can take seconds.
configure({ asyncUtilTimeout: 10000 });

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
  await loadStaffTexts();
});
beforeEach(() => {
  resetDb();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  localStorage.clear();
});
afterAll(() => server.close());
