import { useCallback } from 'react';
import { baseApi } from './baseApi';
import type { ApiError } from './apiError';
import { pickObject } from './replies';
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

export function readSafeBox(reply: unknown): SafeBox | null {
  if (reply && typeof reply === 'object' && 'safeBox' in reply && !(reply as { safeBox: unknown }).safeBox) return null;
  const box = pickObject<SafeBox>(reply, 'safeBox');
  return box && box.safeType ? box : null;
}

export interface SafeBoxTestReply {
  test: SafeBoxTest;
  nextTestAt: string | null;
}

export function readSafeBoxTest(reply: unknown): SafeBoxTestReply {
  const body = (reply && typeof reply === 'object' ? reply : {}) as Record<string, unknown>;
  const test = pickObject<SafeBoxTest>(body, 'test') ?? ({} as SafeBoxTest);
  return {
    test: { ...test, result: test.result === 'good' ? 'good' : 'failed' },
    nextTestAt: typeof body.nextTestAt === 'string' ? body.nextTestAt : null,
  };
}

/** Key files between the form and their request, by one-time reference (never in the store). */
const pendingKeyFiles = new Map<string, string>();

type ConnectArgs = Omit<SafeBoxConnectRequest, 'keyFile'> & { keyFileRef: string };

export const safeBoxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSafeBox: build.query<SafeBox | null, string>({
      query: (ws) => ({ url: `/api/workspace/${enc(ws)}/safe-box` }),
      transformResponse: readSafeBox,
      providesTags: [{ type: 'Workspace', id: 'safeBox' }],
    }),
    /** PUT /api/workspace/{ws}/safe-box with {safeType, userName, keyFile, keyFileName}. */
    connectSafeBox: build.mutation<SafeBox | null, ConnectArgs>({
      queryFn: async ({ ws, keyFileRef, ...body }, _api, _extra, baseQuery) => {
        const keyFile = pendingKeyFiles.get(keyFileRef);
        pendingKeyFiles.delete(keyFileRef);
        if (!keyFile) return { error: { status: null, message: 'Invalid key file', messageKey: 'errors.invalidKeyFile' } satisfies ApiError };
        const reply = await baseQuery({ url: `/api/workspace/${enc(ws)}/safe-box`, method: 'PUT', data: { ...body, keyFile } });
        return reply.error ? { error: reply.error as ApiError } : { data: readSafeBox(reply.data) };
      },
      invalidatesTags: [{ type: 'Workspace', id: 'safeBox' }, 'BankAccount'],
    }),
    testSafeBox: build.mutation<SafeBoxTestReply, string>({
      query: (ws) => ({ url: `/api/workspace/${enc(ws)}/safe-box/test`, method: 'POST' }),
      transformResponse: readSafeBoxTest,
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
