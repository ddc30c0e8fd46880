import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './apiError';
import { request, settle, type HttpArgs } from './request';
import { replyErrorOf } from './schema/reply';

const asIs = (reply: unknown) => reply;

/**
 * RTK Query over the one axios instance (request.ts, as the plain calls of the link pages): every
 * endpoint of the staff screens goes through here.
 */
export const axiosBaseQuery: BaseQueryFn<HttpArgs | string, unknown, ApiError> = (args, api) =>
  settle(request(typeof args === 'string' ? { url: args } : args, asIs, api.signal));

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
  // A reply that does not fit its endpoint's responseSchema (schema/reply.ts) is the endpoint's
  // error, shown with a retry by the screen that asked; never a thrown error.
  catchSchemaFailure: (error, info) => replyErrorOf(error.issues, info.endpoint),
  endpoints: () => ({}),
});
