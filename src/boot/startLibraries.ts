/**
 * What every first screen's code imports, in chunks of their own (scripts/vite/firstScreenChunks.ts):
 * the texts (i18next), React DOM, every app's frame with the router, and the HTTP client. They are
 * fetched together (nginx names them in a link page's and /login's first reply) and evaluated each
 * in a task of its own; `after` evaluates a screen's code once they are, so that it is a task of its
 * own too: a phone's main thread is never held by the whole start-up at once.
 * (landingPages.ts STARTUP_MODULES names the first two for nginx.)
 */
export function startLibraries() {
  const texts = import('@/i18n/i18n');
  const renderer = import('@/app/mountApp');
  const ready = Promise.all([texts, renderer, import('@/app/AppProviders'), import('@/api/request')]);
  return { texts, renderer, after: <T>(load: () => Promise<T>): Promise<T> => ready.then(load) };
}

export type Libraries = ReturnType<typeof startLibraries>;
