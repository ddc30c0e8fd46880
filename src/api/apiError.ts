import { isAxiosError } from 'axios';
import type { TFunction } from 'i18next';

/** Every failed call becomes this: what the user is told is `messageKey` (+ params) in `common`. */
export interface ApiError {
  /** HTTP status; null when no reply arrived. */
  status: number | null;
  /** The reply's `err` code when it has one (spec section 8: err 100 on a 401 means no logout). */
  err?: number | string;
  /** The server's or the transport's own message, untranslated. */
  message: string;
  /** Translation key in the `common` namespace, e.g. `errors.invalidCredentials`. */
  messageKey: string;
  messageParams?: Record<string, string | number>;
  /** The reply body as it came. */
  data?: unknown;
}

/** Reads the message of a reply body of any shape: {message}, {error}, {msg}, {errors:[...]} or text. */
export function messageOfBody(body: unknown): string {
  if (typeof body === 'string') return body.length < 300 && !body.trimStart().startsWith('<') ? body : '';
  if (!body || typeof body !== 'object') return '';
  const b: Record<string, unknown> = { ...body };
  for (const field of ['message', 'error', 'msg', 'errorMessage', 'err_msg', 'description']) {
    const value = b[field];
    if (typeof value === 'string' && value.trim()) return value;
    if (value && typeof value === 'object') {
      const inner = messageOfBody(value);
      if (inner) return inner;
    }
  }
  if (Array.isArray(b.errors) && b.errors.length) return messageOfBody(b.errors[0]);
  return '';
}

/** A reply that did not come in `ms`: said in whole seconds (at least 1). */
export function timeoutMessage(ms: number): Pick<ApiError, 'messageKey' | 'messageParams'> {
  return { messageKey: 'errors.timeout', messageParams: { ms, seconds: Math.max(1, Math.round(ms / 1000)) } };
}

function transportError(message: string, code: string | undefined): Pick<ApiError, 'messageKey' | 'messageParams'> {
  const timeout = /timeout of (\d+)ms exceeded/i.exec(message);
  if (timeout) return timeoutMessage(Number(timeout[1]));
  if (code === 'ECONNABORTED' || code === 'ERR_CANCELED' || /request aborted|canceled/i.test(message)) {
    return { messageKey: 'errors.aborted' };
  }
  return { messageKey: 'errors.network' };
}

/** Already an ApiError (a schema's malformedReply, a queryFn's own error). */
const isApiError = (error: unknown): error is ApiError => !!error && typeof error === 'object' && 'messageKey' in error && typeof error.messageKey === 'string';

/**
 * Turns anything thrown by a call into an ApiError. A server's message is `errors.server` with the
 * message itself; one that spec section 8's catalogue knows gets its own key in api/http.ts, which
 * loads the catalogue with the first refusal (`catalogued`, api/errorCatalogue.ts).
 */
export function toApiError(error: unknown): ApiError {
  if (isAxiosError(error)) {
    const response = error.response;
    if (!response) {
      return { status: null, message: error.message, ...transportError(error.message, error.code) };
    }
    // A failed blob request (pictures, CSV) has a Blob body: not kept (not serializable).
    const data: unknown = typeof Blob !== 'undefined' && response.data instanceof Blob ? undefined : response.data;
    const serverMessage = messageOfBody(data);
    const code: unknown = data && typeof data === 'object' && 'err' in data ? data.err : undefined;
    // Spec section 8's err (100 on a 401: no logout), a number or a text; anything else is none.
    const err = typeof code === 'number' || typeof code === 'string' ? code : undefined;
    if (serverMessage) {
      return { status: response.status, err, message: serverMessage, messageKey: 'errors.server', messageParams: { message: serverMessage }, data };
    }
    return {
      status: response.status,
      err,
      message: error.message,
      messageKey: 'errors.status',
      messageParams: { status: response.status },
      data,
    };
  }
  if (isApiError(error)) return error;
  const message = error instanceof Error ? error.message : String(error ?? '');
  return { status: null, message, messageKey: 'errors.unknown' };
}

/**
 * The translated text of any error, with the `common` namespace's `t`: what ErrorAlert says, and
 * what a link page says without loading ErrorAlert and its CoreUI parts.
 */
export function errorText(t: TFunction, error: unknown): string {
  const apiError = toApiError(error);
  return t(apiError.messageKey, { ...apiError.messageParams, defaultValue: t('errors.unknown') });
}
