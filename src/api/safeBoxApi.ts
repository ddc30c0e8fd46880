import { useCallback } from 'react';
import { baseApi } from './baseApi';
import { toApiError, type ApiError } from './apiError';
import { map, nullable, obj, objectIn, text } from './schema/fields';
import { defineReply } from './schema/reply';
import { SafeBoxSchema, SafeBoxTestSchema } from './schema/safeBox';
import { noneUnder } from './schema/staffFields';
import type { SafeBox, SafeBoxConnectRequest, SafeBoxTest } from './types/safeBox';

/*
 * The safe-box connection (spec sections 1, 3, 4, 9). The spec does not list these calls; ours are
 * in docs/backend-contract.md:
 *   GET    /api/workspace/{ws}/safe-box       -> { safeBox: SafeBox | null }
 *   PUT    /api/workspace/{ws}/safe-box       {safeType, userName, keyFile, keyFileName} -> { safeBox }
 *   POST   /api/workspace/{ws}/safe-box/test  -> { test: SafeBoxTest, nextTestAt }; 429 while waiting
 *   DELETE /api/workspace/{ws}/safe-box
 * The key file's text is in the PUT body only: never stored, logged or cached by the client. A
 * mutation keeps its arguments in the store, so the connect mutation gets an opaque one-time
 * reference; the text waits outside the store only until the request is built.
 */

const enc = encodeURIComponent;

export interface SafeBoxTestReply {
  test: SafeBoxTest;
  nextTestAt: string | null;
}

/** {safeBox}, also bare or under `data`; `{safeBox: null}` is none connected. */
const safeBoxOf = (call: string) => defineReply(call, noneUnder('safeBox', objectIn(['safeBox'], SafeBoxSchema)));
const safeBoxReply = safeBoxOf('GET /api/workspace/{ws}/safe-box');
const connectedReply = safeBoxOf('PUT /api/workspace/{ws}/safe-box');
/** {test: {result, testedAt, message?}, nextTestAt}. */
const testReply = defineReply(
  'POST /api/workspace/{ws}/safe-box/test',
  map(obj({ test: SafeBoxTestSchema, nextTestAt: nullable(text()) }), (reply) => ({ test: reply.test, nextTestAt: reply.nextTestAt ?? null })),
);
export const readSafeBox = safeBoxReply.parse;
export const readSafeBoxTest = testReply.parse;

/** Key files between the form and their request, by one-time reference (never in the store). */
const pendingKeyFiles = new Map<string, string>();

type ConnectArgs = Omit<SafeBoxConnectRequest, 'keyFile'> & { keyFileRef: string };

export const safeBoxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSafeBox: build.query<SafeBox | null, string>({
      query: (ws) => ({ url: `/api/workspace/${enc(ws)}/safe-box` }),
      responseSchema: safeBoxReply,
      providesTags: [{ type: 'Workspace', id: 'safeBox' }],
    }),
    /** PUT /api/workspace/{ws}/safe-box with {safeType, userName, keyFile, keyFileName}. */
    connectSafeBox: build.mutation<SafeBox | null, ConnectArgs>({
      queryFn: async ({ ws, keyFileRef, ...body }, _api, _extra, baseQuery) => {
        const keyFile = pendingKeyFiles.get(keyFileRef);
        pendingKeyFiles.delete(keyFileRef);
        if (!keyFile) return { error: { status: null, message: 'Invalid key file', messageKey: 'errors.invalidKeyFile' } satisfies ApiError };
        const reply = await baseQuery({ url: `/api/workspace/${enc(ws)}/safe-box`, method: 'PUT', data: { ...body, keyFile } });
        if (reply.error) return { error: reply.error };
        try {
          return { data: connectedReply.parse(reply.data) };
        } catch (error) {
          return { error: toApiError(error) };
        }
      },
      invalidatesTags: [{ type: 'Workspace', id: 'safeBox' }, 'BankAccount'],
    }),
    testSafeBox: build.mutation<SafeBoxTestReply, string>({
      query: (ws) => ({ url: `/api/workspace/${enc(ws)}/safe-box/test`, method: 'POST' }),
      responseSchema: testReply,
      invalidatesTags: [{ type: 'Workspace', id: 'safeBox' }],
    }),
    disconnectSafeBox: build.mutation<unknown, string>({
      query: (ws) => ({ url: `/api/workspace/${enc(ws)}/safe-box`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Workspace', id: 'safeBox' }, 'BankAccount'],
    }),
  }),
});

export const { useGetSafeBoxQuery, useTestSafeBoxMutation, useDisconnectSafeBoxMutation } = safeBoxApi;

/** Connects (or replaces) the safe box; the key file's text goes into the request and nowhere else. */
export function useConnectSafeBox() {
  const [connect, state] = safeBoxApi.useConnectSafeBoxMutation();
  const run = useCallback(
    ({ keyFile, ...request }: SafeBoxConnectRequest) => {
      const keyFileRef = `key-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      pendingKeyFiles.set(keyFileRef, keyFile);
      return connect({ ...request, keyFileRef });
    },
    [connect],
  );
  return [run, state] as const;
}
