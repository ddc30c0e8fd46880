import { server } from '../../mocks/node';

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** Every request the screen sends (method, path, query and JSON or form body), as the backend sees it. */
export function recordRequests(): RecordedRequest[] {
  const seen: RecordedRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    let body: unknown;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const copy = request.clone();
      if (type.includes('application/json')) body = await copy.json().catch(() => undefined);
      else if (type.includes('multipart/form-data')) body = Object.fromEntries((await copy.formData()).entries());
      else body = type;
    }
    seen.push({ method: request.method, path: decodeURIComponent(url.pathname), search: url.search, body });
  });
  return seen;
}

/** The requests other than GET, in order: what the screen changed. */
export const changes = (seen: RecordedRequest[]) => seen.filter((r) => r.method !== 'GET');
