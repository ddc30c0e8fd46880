import { baseApi } from './baseApi';
import { pickList, pickNumber } from './replies';
import type { Cheque, CheckActionPayload } from './types';

export interface ChequeList {
  checks: Cheque[];
  total: number;
}

function toChequeList(reply: unknown): ChequeList {
  const checks = pickList<Cheque>(reply, 'checks');
  const total = reply && typeof reply === 'object' ? (reply as { total?: unknown }).total : undefined;
  return { checks, total: pickNumber(total, checks.length) };
}

export const chequesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/check/workspace/{ws}: every cheque of the workspace. */
    getWorkspaceCheques: build.query<ChequeList, string>({
      query: (ws) => ({ url: `/api/check/workspace/${encodeURIComponent(ws)}` }),
      transformResponse: toChequeList,
      providesTags: ['ChequeList'],
    }),
    /** POST /api/check/action: every status move of one or many cheques (spec section 3 payload). */
    checkAction: build.mutation<unknown, CheckActionPayload>({
      query: (body) => ({ url: '/api/check/action', method: 'POST', data: body }),
      invalidatesTags: ['ChequeList', 'Cheque'],
    }),
  }),
});

export const { useGetWorkspaceChequesQuery, useCheckActionMutation } = chequesApi;
