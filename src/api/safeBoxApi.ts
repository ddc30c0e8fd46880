import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from './baseApi';
import { http } from './http';
import { toApiError, type ApiError } from './apiError';
import { pickObject } from './replies';
import type { SafeBox, SafeBoxConnectRequest, SafeBoxTest } from './types/safeBox';

/*
 * The safe-box connection (spec sections 1, 3, 4, 9). The spec does not list these calls; ours are
 * in docs/backend-contract.md:
 *   GET    /api/workspace/{ws}/safe-box       -> { safeBox: SafeBox | null }
 *   PUT    /api/workspace/{ws}/safe-box       {safeType, userName, keyFile, keyFileName} -> { safeBox }
 *   POST   /api/workspace/{ws}/safe-box/test  -> { test: SafeBoxTest, nextTestAt }; 429 while waiting
 *   DELETE /api/workspace/{ws}/safe-box
 * The key file's text is in the PUT body only: never stored, logged or cached by the client. That
 * is why connecting is not an RTK Query mutation (it keeps its arguments in the store): it is one
 * plain call through the same axios instance, and then the safe box is read again.
 */

const enc = encodeURIComponent;
const path = (ws: string) => `/api/workspace/${enc(ws)}/safe-box`;

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

export const safeBoxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSafeBox: build.query<SafeBox | null, string>({
      query: (ws) => ({ url: path(ws) }),
      transformResponse: readSafeBox,
      providesTags: [{ type: 'Workspace', id: 'safeBox' }],
    }),
    testSafeBox: build.mutation<SafeBoxTestReply, string>({
      query: (ws) => ({ url: `${path(ws)}/test`, method: 'POST' }),
      transformResponse: readSafeBoxTest,
      invalidatesTags: [{ type: 'Workspace', id: 'safeBox' }],
    }),
    disconnectSafeBox: build.mutation<unknown, string>({
      query: (ws) => ({ url: path(ws), method: 'DELETE' }),
      invalidatesTags: [{ type: 'Workspace', id: 'safeBox' }, 'BankAccount'],
    }),
  }),
});

export const { useGetSafeBoxQuery, useTestSafeBoxMutation, useDisconnectSafeBoxMutation } = safeBoxApi;

/** PUT /api/workspace/{ws}/safe-box: connects (or replaces) the safe box; the request is not kept anywhere. */
export function useConnectSafeBox() {
  const dispatch = useDispatch();
  const [state, setState] = useState<{ isLoading: boolean; error: ApiError | null }>({ isLoading: false, error: null });
  const connect = useCallback(
    async ({ ws, ...body }: SafeBoxConnectRequest): Promise<SafeBox | null> => {
      setState({ isLoading: true, error: null });
      try {
        const reply = await http.put(path(ws), body);
        setState({ isLoading: false, error: null });
        dispatch(safeBoxApi.util.invalidateTags([{ type: 'Workspace', id: 'safeBox' }, 'BankAccount']));
        return readSafeBox(reply.data);
      } catch (error) {
        const apiError = toApiError(error);
        setState({ isLoading: false, error: apiError });
        throw apiError;
      }
    },
    [dispatch],
  );
  const reset = useCallback(() => setState({ isLoading: false, error: null }), []);
  return { connect, reset, ...state };
}
