// The one request recorder of the unit tests: what the app sent to the mock backend, in order.
// Listeners end after each test (src/test/setup.ts).
import { server } from '@mocks/node';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The JSON body (or its text when it is not JSON); undefined when there is none. */
  body: unknown;
  /** Not enumerable, so `toEqual({ method, path, body })` compares what matters. */
  readonly url: URL;
  readonly headers: Headers;
}

type Filter = (request: RecordedRequest) => boolean;

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const matches = (method: string, path: string | RegExp): Filter => (r) =>
  r.method === method.toUpperCase() && (typeof path === 'string' ? r.path === path : path.test(r.path));

/**
 * Starts recording. Every list it hands out is live: it grows as requests are sent, so a test can
 * take it before rendering and `await waitFor(() => expect(list).toEqual([...]))` later.
 */
export function recordRequests() {
  const all: RecordedRequest[] = [];
  const views: Array<{ filter: Filter; list: unknown[]; map: (r: RecordedRequest) => unknown }> = [];
  const pending: Array<Promise<void>> = [];

  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? Promise.resolve('') : request.clone().text();
    pending.push(
      text.then((body) => {
        const entry = { method: request.method, path: url.pathname, body: parse(body) } as RecordedRequest;
        Object.defineProperties(entry, { url: { value: url }, headers: { value: request.headers } });
        all.push(entry);
        for (const view of views) if (view.filter(entry)) view.list.push(view.map(entry));
      }),
    );
  });

  function live<T>(filter: Filter, map: (r: RecordedRequest) => T): T[] {
    const list = all.filter(filter).map(map);
    views.push({ filter, list, map });
    return list;
  }

  return {
    /** Every request, GETs included. */
    all,
    /** The requests a filter keeps (live). */
    where: (filter: Filter) => live(filter, (r) => r),
    /** The requests of one call, e.g. `to('POST', '/api/check/action')` (live). */
    to: (method: string, path: string | RegExp) => live(matches(method, path), (r) => r),
    /** The bodies of one call (live). */
    bodiesOf: (method: string, path: string | RegExp) => live(matches(method, path), (r) => r.body),
    /** Every request once its body has been read. */
    settled: async () => {
      await Promise.all(pending);
      return all;
    },
  };
}

export type RequestRecorder = ReturnType<typeof recordRequests>;
