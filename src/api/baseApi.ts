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

export const TAGS = [
  'User',
  'Workspace',
  'Cheque',
  'ChequeList',
  'Tag',
  'Signature',
  'Account',
  'Terminal',
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
