import type { Persistor } from 'redux-persist';
import { server } from '@mocks/node';

// The test files of a worker share one document, its storage, the one http layer and one module
// graph (vite.config.ts): a test is over once the requests it started have their replies, the
// modules it started loading (a lazy screen, texts) are in, and its stores write nothing more to
// storage. Otherwise a late reply of one test (a 401 once the next test has reset the mock's
// sessions, a user written to storage) lands in the next one, and a module still loading when its
// file ends fails for every later file of the worker.

const persistors = new Set<Persistor>();
let inFlight = 0;

/** A store of this test: it stops writing to storage when the test ends. */
export function keepUntilTestEnds(persistor: Persistor): void {
  persistors.add(persistor);
}

const started = () => void (inFlight += 1);
const ended = () => void (inFlight -= 1);
const count = () => {
  server.events.removeListener('request:start', started);
  server.events.removeListener('request:end', ended);
  server.events.on('request:start', started);
  server.events.on('request:end', ended);
};

/** Counts the requests the mock backend is answering, also after a test removes its listeners. */
export function countRequests(): void {
  inFlight = 0;
  const events = server.events as typeof server.events & { counting?: boolean };
  if (!events.counting) {
    const removeAll = events.removeAllListeners.bind(events);
    events.removeAllListeners = ((...args: Parameters<typeof removeAll>) => {
      removeAll(...args);
      count();
    }) as typeof removeAll;
    events.counting = true;
  }
  count();
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Waits (at most `limitMs`) for the replies under way, lets them reach the stores, waits for the
 * modules being loaded, then stops the stores' writes.
 */
export async function settleTest(limitMs = 3000): Promise<void> {
  if (!vi.isFakeTimers()) {
    const until = Date.now() + limitMs;
    while (inFlight > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
    await tick();
    await tick();
  }
  await vi.dynamicImportSettled();
  persistors.forEach((persistor) => persistor.pause());
  persistors.clear();
}
