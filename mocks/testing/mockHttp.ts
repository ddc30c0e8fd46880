// The mock backend as a client meets it, for the mock's own tests: plain HTTP (fetch, no client
// code of src/), a session cookie per signed-in demo user. Shaped like the few axios calls the
// tests make: a reply `{status, data}`, a refusal thrown as `MockReplyError {status, message, data}`.
import { db } from '../db/database';
import { SESSION_COOKIE } from '../route';

let sid: string | null = null;
let counter = 0;

/** The next calls are made as this demo user (a fresh session), or without a session (null). */
export function signIn(email: string | null): void {
  sid = null;
  if (!email) return;
  const user = db.users.find((u) => u.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  sid = `test-${user.id}-${(counter += 1)}`;
  db.sessions.push({ sid, userId: user.id, createdAt: Date.now() });
}

export const signOut = () => signIn(null);

export class MockReplyError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly data: unknown,
  ) {
    super(message);
  }
}

export interface MockReply {
  status: number;
  // The tests read replies as the backend sent them, as axios hands them over.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  headers: Headers;
}

interface Config {
  data?: unknown;
  headers?: Record<string, string>;
  params?: Record<string, string>;
}

const withQuery = (url: string, params?: Record<string, string>) => (params ? `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params)}` : url);

/** One call; a reply that is not OK is thrown with the backend's message. */
export async function send(method: string, url: string, data?: unknown, headers: Record<string, string> = {}): Promise<MockReply> {
  const reply = await fetch(`${location.origin}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(sid ? { cookie: `${SESSION_COOKIE}=${sid}` } : {}), ...headers },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  const type = reply.headers.get('content-type') ?? '';
  const body: MockReply['data'] = type.includes('json') ? await reply.json() : await reply.text();
  if (!reply.ok) {
    const message = body && typeof body === 'object' && 'message' in body ? String((body as { message: unknown }).message) : `status ${reply.status}`;
    throw new MockReplyError(reply.status, message, body);
  }
  return { status: reply.status, data: body, headers: reply.headers };
}

export const http = {
  get: (url: string, config: Config = {}) => send('GET', withQuery(url, config.params), undefined, config.headers),
  post: (url: string, data?: unknown, config: Config = {}) => send('POST', withQuery(url, config.params), data, config.headers),
  put: (url: string, data?: unknown, config: Config = {}) => send('PUT', withQuery(url, config.params), data, config.headers),
  delete: (url: string, config: Config = {}) => send('DELETE', withQuery(url, config.params), config.data, config.headers),
  request: ({ method, url, data, headers }: Config & { method: string; url: string }) => send(method.toUpperCase(), url, data, headers),
};
