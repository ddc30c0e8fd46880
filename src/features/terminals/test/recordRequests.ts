import type { SetupServer } from 'msw/node';

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Every request the app sends (but the pictures'), with its JSON body read from a clone. */
export function recordRequests(server: SetupServer): { all: () => Promise<SeenRequest[]>; stop: () => void } {
  const pending: Array<Promise<SeenRequest>> = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/check/images/')) return;
    const clone = request.clone();
    pending.push(
      clone.text().then((text) => {
        let body: unknown = text || undefined;
        try {
          body = text ? (JSON.parse(text) as unknown) : undefined;
        } catch {
          // not JSON: kept as text
        }
        return { method: request.method, path, body };
      }),
    );
  };
  server.events.on('request:start', listener);
  return { all: () => Promise.all(pending), stop: () => server.events.removeListener('request:start', listener) };
}
