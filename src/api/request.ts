import type { AxiosRequestConfig } from 'axios';
import { http } from './http';
import { toApiError, type ApiError } from './apiError';

/** One request to the backend, as RTK Query's base query and the plain calls both write it. */
export interface HttpArgs {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: AxiosRequestConfig['headers'];
  responseType?: AxiosRequestConfig['responseType'];
}

/**
 * One call over the one axios instance, its reply read by `read` (a `read*` reader of the domain
 * module). Rejects with an ApiError: http.ts turns every failure into one.
 */
export async function request<T>(args: HttpArgs, read: (reply: unknown) => T, signal?: AbortSignal): Promise<T> {
  const reply = await http.request({ ...args, signal });
  return read(reply.data);
}

/**
 * A call's outcome as `{ data }` or `{ error: ApiError }`, never a rejection: what RTK Query's base
 * query and `queryFn` return, and what a mutation's trigger resolves to (mutationReply.ts).
 */
export async function settle<T>(call: Promise<T>): Promise<{ data: T } | { error: ApiError }> {
  try {
    return { data: await call };
  } catch (error) {
    return { error: toApiError(error) };
  }
}
