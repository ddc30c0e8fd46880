import { baseApi } from './baseApi';
import { downloadCsv } from './downloadCsv';
import type { DownloadedFile } from './fileDownload';
import { DepositChequeSchema, DepositFeedbackSchema, DepositSchema } from './schema/deposit';
import { listIn, objectIn } from './schema/fields';
import { defineReply } from './schema/reply';
import { noneUnder } from './schema/staffFields';
import type { Deposit, DepositCheque, DepositFeedback, DepositFilter } from './types/deposit';

/*
 * Spec section 7, "Deposits" (getDeposits, getDepositChecks, getDepositFeedback) and the
 * workspace's feedback file (GET /api/workspace/{ws}/feedback/{id}). Deposits are made through
 * POST /api/check/action (chequesApi). Reply shapes: docs/backend-contract.md.
 */

const enc = encodeURIComponent;

/** {deposits, total}, also bare or under `data`. */
const depositsReply = defineReply('GET /api/deposits/getDeposits/{ws}', listIn(['deposits'], DepositSchema));
/** {checks}, also under `cheques`, `data` or bare. */
const chequesReply = defineReply('GET /api/deposits/getDepositChecks/{id}', listIn(['checks', 'cheques'], DepositChequeSchema));
/** {feedback}, also bare or under `data`; `{feedback: null}` is none yet (the backend's 404 says so too). */
const feedbackReply = defineReply('GET /api/deposits/getDepositFeedback/{id}', noneUnder('feedback', objectIn(['feedback'], DepositFeedbackSchema)));
export const readDeposits = depositsReply.parse;
export const readDepositCheques = chequesReply.parse;
export const readDepositFeedback = feedbackReply.parse;

export const depositsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/deposits/getDeposits/{ws}?from&to&status (deposit day range, ISO). */
    getDeposits: build.query<Deposit[], { ws: string } & DepositFilter>({
      query: ({ ws, ...filter }) => ({ url: `/api/deposits/getDeposits/${enc(ws)}`, params: Object.fromEntries(Object.entries(filter).filter(([, v]) => !!v)) }),
      responseSchema: depositsReply,
      providesTags: ['Deposit'],
    }),
    /** GET /api/deposits/getDepositChecks/{id}: each cheque with its own outcome. */
    getDepositCheques: build.query<DepositCheque[], string>({
      query: (id) => ({ url: `/api/deposits/getDepositChecks/${enc(id)}` }),
      responseSchema: chequesReply,
      providesTags: (_r, _e, id) => ['Deposit', { type: 'Deposit', id }],
    }),
    /** GET /api/deposits/getDepositFeedback/{id}: the feedback file's id ("no deposit feedback available" when none). */
    getDepositFeedback: build.query<DepositFeedback | null, string>({
      query: (id) => ({ url: `/api/deposits/getDepositFeedback/${enc(id)}` }),
      responseSchema: feedbackReply,
      providesTags: (_r, _e, id) => [{ type: 'Deposit', id }],
    }),
    /** GET /api/workspace/{ws}/feedback/{id}: the bank's feedback file, by the CSV rules of section 5. */
    downloadFeedbackFile: build.mutation<DownloadedFile, { ws: string; feedbackId: string }>({
      queryFn: ({ ws, feedbackId }, api) => downloadCsv({ url: `/api/workspace/${enc(ws)}/feedback/${enc(feedbackId)}` }, api.signal),
    }),
  }),
});

export const { useGetDepositsQuery, useGetDepositChequesQuery, useLazyGetDepositFeedbackQuery, useDownloadFeedbackFileMutation } = depositsApi;
