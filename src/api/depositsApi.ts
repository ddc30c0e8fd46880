import { baseApi } from './baseApi';
import { downloadCsv } from './downloadCsv';
import type { DownloadedFile } from './fileDownload';
import { pickNumber, pickObject, pickRows } from './replies';
import type { Deposit, DepositCheque, DepositFeedback, DepositFilter } from './types/deposit';

/*
 * Spec section 7, "Deposits" (getDeposits, getDepositChecks, getDepositFeedback) and the
 * workspace's feedback file (GET /api/workspace/{ws}/feedback/{id}). Deposits are made through
 * POST /api/check/action (chequesApi). Reply shapes: docs/backend-contract.md.
 */

const enc = encodeURIComponent;

type Raw = Record<string, unknown>;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined);
const money = (value: unknown): number | string => (typeof value === 'number' || typeof value === 'string' ? value : 0);

export function readDeposit(raw: Raw): Deposit {
  const checks = raw.checks ?? raw.checksCount ?? raw.count ?? raw.numberOfChecks;
  const feedback = raw.feedback && typeof raw.feedback === 'object' ? (raw.feedback as Raw) : undefined;
  return {
    id: text(raw.id) ?? text(raw.depositId) ?? text(raw._id) ?? '',
    date: text(raw.date) ?? text(raw.depositDate),
    createdAt: text(raw.createdAt) ?? text(raw.creationDate),
    status: text(raw.status) ?? 'UNKNOWN',
    amount: money(raw.amount ?? raw.totalAmount),
    checksCount: Array.isArray(checks) ? checks.length : pickNumber(checks, 0),
    bankAccount: text(raw.bankAccount) ?? text(raw.accountId),
    feedbackId: text(raw.feedbackId) ?? text(feedback?.id) ?? text(feedback?.feedbackId),
  };
}

/** Bare or under `deposits`; rows without an id are dropped. */
export function readDeposits(reply: unknown): Deposit[] {
  return pickRows(reply, 'deposits').map(readDeposit).filter((d) => d.id);
}

const RETENTION = /retention/i;

export function readDepositCheques(reply: unknown): DepositCheque[] {
  return pickRows(reply, 'checks', 'cheques')
    .map((raw) => ({
      checkId: text(raw.checkId) ?? text(raw.id) ?? '',
      checkNumber: text(raw.checkNumber),
      payee: text(raw.payee),
      amount: money(raw.amount),
      checkDate: text(raw.checkDate),
      bank: text(raw.bank),
      branch: text(raw.branch),
      account: text(raw.account),
      status: text(raw.status) ?? text(raw.outcome) ?? 'UNKNOWN',
      reason: text(raw.reason) ?? text(raw.rejectReason),
      deletedByRetention: raw.deletedByRetention === true || (typeof raw.message === 'string' && RETENTION.test(raw.message)),
    }))
    .filter((c) => c.checkId);
}

/** The feedback's id: bare, or under `feedback`; null when the reply names none. */
export function readDepositFeedback(reply: unknown): DepositFeedback | null {
  const raw = pickObject<Raw>(reply, 'feedback') ?? {};
  const feedbackId = text(raw.feedbackId) ?? text(raw.id);
  return feedbackId ? { feedbackId, fileName: text(raw.fileName), createdAt: text(raw.createdAt) } : null;
}

export const depositsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/deposits/getDeposits/{ws}?from&to&status (deposit day range, ISO). */
    getDeposits: build.query<Deposit[], { ws: string } & DepositFilter>({
      query: ({ ws, ...filter }) => ({ url: `/api/deposits/getDeposits/${enc(ws)}`, params: Object.fromEntries(Object.entries(filter).filter(([, v]) => !!v)) }),
      transformResponse: readDeposits,
      providesTags: ['Deposit'],
    }),
    /** GET /api/deposits/getDepositChecks/{id}: each cheque with its own outcome. */
    getDepositCheques: build.query<DepositCheque[], string>({
      query: (id) => ({ url: `/api/deposits/getDepositChecks/${enc(id)}` }),
      transformResponse: readDepositCheques,
      providesTags: (_r, _e, id) => ['Deposit', { type: 'Deposit', id }],
    }),
    /** GET /api/deposits/getDepositFeedback/{id}: the feedback file's id ("no deposit feedback available" when none). */
    getDepositFeedback: build.query<DepositFeedback | null, string>({
      query: (id) => ({ url: `/api/deposits/getDepositFeedback/${enc(id)}` }),
      transformResponse: readDepositFeedback,
      providesTags: (_r, _e, id) => [{ type: 'Deposit', id }],
    }),
    /** GET /api/workspace/{ws}/feedback/{id}: the bank's feedback file, by the CSV rules of section 5. */
    downloadFeedbackFile: build.mutation<DownloadedFile, { ws: string; feedbackId: string }>({
      queryFn: ({ ws, feedbackId }, api) => downloadCsv({ url: `/api/workspace/${enc(ws)}/feedback/${enc(feedbackId)}` }, api.signal),
    }),
  }),
});

export const { useGetDepositsQuery, useGetDepositChequesQuery, useLazyGetDepositFeedbackQuery, useDownloadFeedbackFileMutation } = depositsApi;
