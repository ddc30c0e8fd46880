import axios, { type AxiosError } from 'axios';
import { toApiError, type ApiError } from './apiError';
import type { User } from './types/user';
import { cookieValue, XSRF_COOKIE, XSRF_HEADER } from './xsrfToken';

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
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

export interface HttpHooks {
  /** Every reply that carries a `user` field: the current user (spec section 7). */
  onUser: (user: User) => void;
  /** A 401 whose `err` is not 100 (spec section 8). Called once for a burst of 401s. */
  onUnauthorized: () => void;
  /** A 403: the roles the client holds may be out of date (the server has the last word). */
  onForbidden?: () => void;
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

function userOf(data: unknown): User | null {
  if (!data || typeof data !== 'object') return null;
  const user = (data as { user?: unknown }).user;
  return user && typeof user === 'object' && !Array.isArray(user) ? (user as User) : null;
}

// Synchronous: a call is marked, and sent, as it is made, not a task later. As axios would, a call
// carries the XSRF cookie back in its header when the backend set one (every call is same-origin).
http.interceptors.request.use(
  (config) => {
    sentUnder.set(config, hooks);
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

http.interceptors.response.use(
  (response) => {
    const user = userOf(response.data);
    if (user && current(response.config)) {
      loggedOut = false;
      hooks?.onUser(user);
    }
    return response;
  },
  (error: AxiosError) => {
    const data = error.response?.data as { err?: unknown } | undefined;
    if (error.response?.status === 401 && data?.err !== 100 && String(data?.err) !== '100') {
      if (!loggedOut && current(error.config)) {
        loggedOut = true;
        hooks?.onUnauthorized();
      }
      // Spec section 8: the call is rejected with the reply body (kept as `data` of the ApiError).
      return Promise.reject(toApiError(error));
    }
    const apiError = toApiError(error);
    if (error.response?.status === 403) {
      lastRefusal = { error: apiError, at: Date.now() };
      hooks?.onForbidden?.();
    }
    return Promise.reject(apiError);
  },
);
