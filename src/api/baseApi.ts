import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import { http } from './http';
import { toApiError, type ApiError } from './apiError';

export interface HttpArgs {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: AxiosRequestConfig['headers'];
  responseType?: AxiosRequestConfig['responseType'];
}

/** RTK Query over the one axios instance: every endpoint of every domain goes through here. */
export const axiosBaseQuery: BaseQueryFn<HttpArgs | string, unknown, ApiError> = async (args, api) => {
  const request = typeof args === 'string' ? { url: args } : args;
  try {
    const result = await http.request({ ...request, signal: api.signal });
    return { data: result.data };
  } catch (error) {
    return { error: toApiError(error) };
  }
};

/**
 * One tag per entity of spec section 3 (plus the cheque lists). Queries provide the tag of what they
 * read; mutations invalidate what they change, so a change made on one screen refreshes the others.
 * A single entity is `{ type, id }`; a list of cheques is 'ChequeList'.
 */
export const TAGS = [
  'User',
  'Workspace',
  'Member',
  'BankAccount',
  'Key',
  'Signature',
  'Tag',
  'Report',
  'PaymentRequest',
  'Credits',
  'Terminal',
  'TerminalTransaction',
  'Cheque',
  'ChequeList',
  'Deposit',
  'Outbox',
] as const;

/** One api for the whole app; each domain adds its endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: TAGS,
  endpoints: () => ({}),
});
