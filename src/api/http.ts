import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { env } from '@/config/env';
import { loadErrorTexts } from '@/i18n/i18n';
import { timeoutMessage, toApiError, type ApiError } from './apiError';
import type { User } from './types/user';
import { cookieValue, XSRF_COOKIE, XSRF_HEADER } from './xsrfToken';

/** A call that sends more than this (pictures, a scan) may take longer than the time-out. */
const LARGE_BODY_CHARS = 200_000;
/** Its time-out: a phone on a slow network sends a few cheque pictures in well under this. */
export const LARGE_BODY_TIMEOUT_MS = 120_000;

/**
 * The one axios instance (spec section 7): JSON, paths relative to this origin. Absolute URLs are
 * refused so that no call can leave for another host.
 */
export const http = axios.create({
  // XMLHttpRequest: a build leaves axios's fetch adapter out (scripts/vite/axiosWithoutFetch.ts).
  adapter: 'xhr',
  baseURL: '/',
  allowAbsoluteUrls: false,
  withCredentials: true,
  // axios's own XSRF cookie read is asynchronous in Chromium (the Cookie Store API): every call
  // waited a task before it went. The request interceptor below does the same synchronously.
  xsrfCookieName: '',
  // A reply that never comes fails (errors.timeout, with a retry) instead of spinning for ever.
  timeout: env.apiTimeoutMs,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

export interface HttpHooks {
  /** Every reply that carries a `user` field: the current user (spec section 7). */
  onUser: (user: User) => void;
  /** A 401 whose `err` is not 100 (spec section 8). Called once for a burst of 401s. */
  onUnauthorized: () => void;
  /** A 403: the roles the client holds may be out of date (the server has the last word). */
  onForbidden?: () => void;
  /**
   * Reads the `user` of a reply by its schema (schema/user.ts readReplyUser): handed in by the apps
   * that keep a user, so that a payer's or a signer's page never loads the user's schema.
   */
  readUser: (reply: unknown, call: string) => User | null;
}

let hooks: HttpHooks | null = null;
// The hooks in force when each call was sent: a reply to a call of an app that has since been
// replaced (configureHttp again: another sign-in, another store) must not sign out or overwrite the
// user of the app that replaced it.
const sentUnder = new WeakMap<object, HttpHooks | null>();
let lastRefusal: { error: ApiError; at: number } | null = null;

/**
 * The server's last 403, when it came within `withinMs`: a screen replaced by the permission page
 * (the user's role went away meanwhile) still says what the server answered.
 */
export function recentRefusal(withinMs = 30_000): ApiError | null {
  return lastRefusal && Date.now() - lastRefusal.at <= withinMs ? lastRefusal.error : null;
}
let loggedOut = false;

/** The store hands its callbacks here at start; api/ never imports the store. */
export function configureHttp(next: HttpHooks): void {
  hooks = next;
}

/** After a new sign-in, the next expiry logs out again. */
export function sessionStarted(): void {
  loggedOut = false;
}

/** The time-out of every call (tests shorten it); a call may still set its own. */
export function setRequestTimeout(ms: number): void {
  http.defaults.timeout = ms;
}

/** The user a reply carries, read by its schema: one that does not fit is not stored (the diagnostics name the call). */
function userOf(data: unknown, config: InternalAxiosRequestConfig | undefined): User | null {
  if (!hooks || !data || typeof data !== 'object' || Array.isArray(data) || !('user' in data)) return null;
  return hooks.readUser(data, `${(config?.method ?? 'get').toUpperCase()} ${(config?.url ?? '').split('?')[0]}`);
}

// The time-out by our own timer as well as XHR's: a reply that hangs is cut off even where the
// transport ignores XHR's timeout (a test backend, an interceptor). A call cut off so rejects
// with the same translated error as XHR's own time-out.
const timers = new WeakMap<object, { timer: ReturnType<typeof setTimeout>; timedOut: boolean; ms: number }>();

function startTimer(config: InternalAxiosRequestConfig): void {
  const ms = config.timeout;
  if (!ms) return;
  const controller = new AbortController();
  const outer = config.signal as AbortSignal | undefined;
  if (outer?.aborted) return;
  outer?.addEventListener?.('abort', () => controller.abort(), { once: true });
  const entry = { timedOut: false, ms, timer: setTimeout(() => ((entry.timedOut = true), controller.abort()), ms) };
  timers.set(config, entry);
  config.signal = controller.signal;
}

/** Stops the call's timer; true when the timer had cut the call off. */
function stopTimer(config: object | undefined): { ms: number } | null {
  const entry = config && timers.get(config);
  if (!entry) return null;
  clearTimeout(entry.timer);
  timers.delete(config);
  return entry.timedOut ? { ms: entry.ms } : null;
}

/** A call's time-out: its own (or the instance's), longer for a call that sends pictures. 0 = none. */
export function timeoutFor(ms: number | undefined, body: unknown): number {
  if (!ms) return 0;
  return ms < LARGE_BODY_TIMEOUT_MS && bodySize(body) > LARGE_BODY_CHARS ? LARGE_BODY_TIMEOUT_MS : ms;
}

/** Roughly how many characters a body sends (its text values added up; no second JSON.stringify). */
function bodySize(data: unknown, budget = LARGE_BODY_CHARS): number {
  if (typeof data === 'string') return data.length;
  if (!data || typeof data !== 'object') return 0;
  let size = 0;
  for (const value of Object.values(data)) {
    size += bodySize(value, budget - size);
    if (size > budget) break;
  }
  return size;
}

// Synchronous: a call is marked, and sent, as it is made, not a task later. As axios would, a call
// carries the XSRF cookie back in its header when the backend set one (every call is same-origin).
http.interceptors.request.use(
  (config) => {
    sentUnder.set(config, hooks);
    config.timeout = timeoutFor(config.timeout, config.data);
    startTimer(config);
    const token = typeof document === 'undefined' ? null : cookieValue(document.cookie, XSRF_COOKIE);
    if (token) config.headers.set(XSRF_HEADER, token);
    return config;
  },
  null,
  { synchronous: true },
);

/** Whether a reply belongs to the app in force now (see sentUnder). */
function current(config: object | undefined): boolean {
  return !config || !sentUnder.has(config) || sentUnder.get(config) === hooks;
}


/**
 * A refusal the server answered: named by the catalogue of spec section 8 (api/errorCatalogue.ts,
 * loaded with the first refusal: no page downloads it before), with the texts of the catalogue (the
 * `errors` namespace) in before the caller shows it. (The catalogue not loading, the server's
 * message is said as it came.) No reply (no connection, a time-out): rejected at once with `common`'s text.
 */
async function refused(apiError: ApiError): Promise<never> {
  if (apiError.status === null) throw apiError;
  const [named] = await Promise.all([
    import('./errorCatalogue').then(({ catalogued }) => catalogued(apiError), () => apiError),
    loadErrorTexts(),
  ]);
  throw named;
}
/**
 * The `user` a reply carries (spec section 7), for the app in force when the call was sent. Every
 * JSON reply passes here; one read elsewhere (a list read off the page, api/offThread) is handed in
 * by its reader.
 */
export function noticeReplyUser(data: unknown, config: InternalAxiosRequestConfig | undefined): void {
  const user = userOf(data, config);
  if (user && current(config)) {
    loggedOut = false;
    hooks?.onUser(user);
  }
}

/** A refusal to a call that asked for bytes (a large list, a file): its body read as the JSON or text it is. */
function bodyOfBytes(error: AxiosError): void {
  const response = error.response;
  if (!response || !(response.data instanceof ArrayBuffer)) return;
  const text = new TextDecoder().decode(response.data);
  try {
    response.data = JSON.parse(text);
  } catch {
    response.data = text;
  }
}

http.interceptors.response.use(
  (response) => {
    stopTimer(response.config);
    noticeReplyUser(response.data, response.config);
    return response;
  },
  (error: AxiosError) => {
    bodyOfBytes(error);
    const timedOut = stopTimer(error.config);
    if (timedOut) {
      const message = `timeout of ${timedOut.ms}ms exceeded`;
      return Promise.reject({ status: null, message, ...timeoutMessage(timedOut.ms) } satisfies ApiError);
    }
    const data = error.response?.data as { err?: unknown } | undefined;
    if (error.response?.status === 401 && data?.err !== 100 && String(data?.err) !== '100') {
      if (!loggedOut && current(error.config)) {
        loggedOut = true;
        hooks?.onUnauthorized();
      }
      // Spec section 8: the call is rejected with the reply body (kept as `data` of the ApiError).
      return refused(toApiError(error));
    }
    const apiError = toApiError(error);
    if (error.response?.status !== 403) return refused(apiError);
    // Named first: the permission page may say it (recentRefusal) once the user is asked again.
    return refused(apiError).catch((named: ApiError) => {
      lastRefusal = { error: named, at: Date.now() };
      hooks?.onForbidden?.();
      throw named;
    });
  },
);
