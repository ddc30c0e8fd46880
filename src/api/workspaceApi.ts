import { baseApi } from './baseApi';
import { pickList, pickObject } from './replies';
import type { Workspace } from './types/workspace';
import type { DepositableBank } from './types/bankAccount';

/*
 * Spec section 7, "Workspace": the workspace itself and its settings. Its bank accounts, keys,
 * signatures, tags, members and reports have modules of their own (bankAccountsApi, signaturesApi...).
 */

export const workspaceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/workspace/all: every workspace of the user. */
    getAllWorkspaces: build.query<Workspace[], void>({
      query: () => ({ url: '/api/workspace/all' }),
      transformResponse: (reply: unknown) => pickList<Workspace>(reply, 'workspaces'),
      providesTags: ['Workspace'],
    }),
    /** GET /api/workspace/{id}; its `credits` is the balance, so purchases and spending refresh it. */
    getWorkspace: build.query<Workspace | null, string>({
      query: (id) => ({ url: `/api/workspace/${encodeURIComponent(id)}` }),
      transformResponse: (reply: unknown) => pickObject<Workspace>(reply, 'workspace'),
      providesTags: ['Workspace', 'Credits'],
    }),
    /** GET /api/workspace/{ws}/depositable-banks: bare codes or objects, bare or under `banks`. */
    getDepositableBanks: build.query<DepositableBank[], string>({
      query: (ws) => ({ url: `/api/workspace/${encodeURIComponent(ws)}/depositable-banks` }),
      transformResponse: readDepositableBanks,
      providesTags: ['BankAccount'],
    }),
  }),
});

export function readDepositableBanks(reply: unknown): DepositableBank[] {
  return pickList<DepositableBank | string>(reply, 'banks').map((b) => (typeof b === 'string' ? { bank: b } : b));
}

export const { useGetAllWorkspacesQuery, useGetWorkspaceQuery, useGetDepositableBanksQuery } = workspaceApi;
