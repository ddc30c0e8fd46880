import { HttpResponse, delay, http, type DefaultBodyType, type PathParams } from 'msw';
import { MockHttpError, unauthorized } from './db/MockHttpError';
import { db, persist } from './db/database';
import type { UserRow } from './db/schema';
import { isPublicEndpoint } from './publicEndpoints';

export const SESSION_COOKIE = 'mock_sid';
type Method = 'get' | 'post' | 'put' | 'delete';

export interface MockContext<B> {
  params: PathParams<string>;
  body: B;
  query: URLSearchParams;
  request: Request;
  /** The signed-in user, or a 401 when the route needs one. */
  me: () => UserRow;
  /** The session id of this request, if any. */
  sid: string | undefined;
}

type Result = unknown | Response;

function sessionId(request: Request, cookies: Record<string, string>): string | undefined {
  if (cookies[SESSION_COOKIE]) return cookies[SESSION_COOKIE];
  const header = request.headers.get('cookie') ?? '';
  return /(?:^|;\s*)mock_sid=([^;]+)/.exec(header)?.[1];
}

let latencyMs = 0;
/** Slows every reply (dev: VITE_MOCK_LATENCY_MS) so loading states can be seen. */
export function setMockLatency(ms: number): void {
  latencyMs = Math.max(0, ms);
}

/**
 * The one wrapper of every mock route: session, JSON in and out, latency, the backend's errors
 * (MockHttpError -> status + body), persistence after every change.
 */
export function route<B = Record<string, unknown>>(method: Method, path: string, handle: (ctx: MockContext<B>) => Result | Promise<Result>) {
  const open = isPublicEndpoint(method, path);
  return http[method]<PathParams<string>, DefaultBodyType>(path, async ({ request, params, cookies }) => {
    if (latencyMs) await delay(latencyMs);
    const sid = sessionId(request, cookies);
    const signedIn = () => {
      const session = db.sessions.find((s) => s.sid === sid);
      return session && db.users.find((u) => u.id === session.userId);
    };
    const me = () => {
      const user = signedIn();
      if (!user) throw unauthorized();
      return user;
    };
    // Staff calls need a session, before any rule of the handler (mocks/publicEndpoints.ts).
    if (!open && !signedIn()) {
      const { status, body } = unauthorized();
      return HttpResponse.json(body as DefaultBodyType, { status });
    }
    let body = {} as B;
    if (method !== 'get' && (request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
      // Form data (an account's logo or stamp, spec section 7): its fields as the body.
      try {
        body = Object.fromEntries((await request.formData()).entries()) as B;
      } catch {
        return HttpResponse.json({ message: 'Invalid data structure' }, { status: 400 });
      }
    } else if (method !== 'get') {
      const text = await request.text();
      try {
        body = (text ? JSON.parse(text) : {}) as B;
      } catch {
        return HttpResponse.json({ message: 'Invalid data structure' }, { status: 400 });
      }
    }
    try {
      const result = await handle({ params, body, query: new URL(request.url).searchParams, request, me, sid });
      if (method !== 'get') persist();
      if (result instanceof Response) return result;
      return HttpResponse.json((result ?? { ok: true }) as DefaultBodyType);
    } catch (error) {
      if (error instanceof MockHttpError) return HttpResponse.json(error.body as DefaultBodyType, { status: error.status });
      console.error('[mock]', method.toUpperCase(), path, error);
      return HttpResponse.json({ message: 'Something went wrong' }, { status: 500 });
    }
  });
}
