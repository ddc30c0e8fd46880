import { baseApi } from './baseApi';
import { pickNumber, pickObject } from './replies';
import type { PaymentRequest } from './types/paymentRequest';
import type { ScanResult, Terminal, TerminalTransaction } from './types/terminal';

/*
 * The payer's side of the terminal calls (spec section 7, "Terminals"). No sign-in: a payer opens a
 * terminal link on a phone. The staff's side (terminals, transactions) belongs in terminalsApi; the
 * payer's cut-and-detect is chequeImagesApi's. Reply shapes chosen where the spec is silent:
 * - GET /api/terminal/info/{id} -> { terminal }
 * - GET /api/terminal/link/{id}/fpk/{fpk} -> { terminal, paymentRequest? }
 * - GET /api/terminal/transactions/status/{link}/{transactionNumber} -> { transaction }
 * - POST /api/terminal/transactions/payment/{id} {upr, base64, hash} -> { paymentRequest, transaction?, hash? }
 * - POST /api/terminal/{id} { checks: [{ frontImage, rearImage?, amount?, checkDate? }], fromName?, comments?,
 *   email?, fpk?, upr?, transactionNumber?, hash? } -> the Scan result (spec section 3)
 * - PUT /api/terminal/complete { dataToUpdate, hash } -> { receiptNumber? }
 */

/** The business behind a terminal, as its payers see it (name and logo at the top of the page). */
export interface TerminalBusiness {
  name?: string;
  logo?: string;
}

/** What a terminal link opens onto: the terminal and, in the payment flows, what is being paid. */
export interface TerminalSession {
  terminal: Terminal;
  /** The terminal's workspace: `workspace` (or `business`) {title | name, logo} beside `terminal` (ours; absent -> the terminal's own name). */
  business?: TerminalBusiness;
  paymentRequest?: PaymentRequest;
  transaction?: TerminalTransaction;
  /** The session hash the later calls carry (payment flow). */
  hash?: string;
}

export interface ScannedChequeBody {
  frontImage: string;
  rearImage?: string;
  /** '1234.50' (agorotToShekels). */
  amount?: string;
  /** ISO 'YYYY-MM-DD'. */
  checkDate?: string;
}

export interface SubmitScanBody {
  checks: ScannedChequeBody[];
  fromName?: string;
  comments?: string;
  email?: string;
  fpk?: string;
  upr?: string;
  transactionNumber?: string;
  hash?: string;
}

export interface CompleteBody {
  dataToUpdate: Record<string, unknown>;
  hash: string;
}

export function readTerminalSession(reply: unknown): TerminalSession {
  const r = (reply && typeof reply === 'object' ? reply : {}) as Record<string, unknown>;
  const terminal = pickObject<Terminal>(reply, 'terminal') ?? ({} as Terminal);
  const paymentRequest = pickObject<PaymentRequest>(r.paymentRequest ?? r.upr ?? null) ?? undefined;
  const transaction = pickObject<TerminalTransaction>(r.transaction ?? null) ?? undefined;
  return { terminal, business: readBusiness(r.workspace ?? r.business), paymentRequest, transaction, hash: typeof r.hash === 'string' ? r.hash : undefined };
}

function readBusiness(value: unknown): TerminalBusiness | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const w = value as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const business = { name: text(w.title) ?? text(w.name), logo: text(w.logo) };
  return business.name || business.logo ? business : undefined;
}

export function readScanResult(reply: unknown): ScanResult {
  const r = (pickObject<Record<string, unknown>>(reply, 'result', 'scanResult') ?? {}) as Record<string, unknown>;
  const ref = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
  return {
    totalChecks: pickNumber(r.totalChecks),
    totalSucceeded: pickNumber(r.totalSucceeded),
    totalFailed: pickNumber(r.totalFailed),
    receiptNumber: ref(r.receiptNumber ?? r.receipt),
    transactionNumber: ref(r.transactionNumber),
  };
}

/** {receiptNumber} (or `receipt`), bare or under `result`, a number or a string. */
export function readCompletion(reply: unknown): { receiptNumber?: string } {
  const r = (pickObject<Record<string, unknown>>(reply, 'result') ?? {}) as Record<string, unknown>;
  const receipt = r.receiptNumber ?? r.receipt;
  return { receiptNumber: typeof receipt === 'string' || typeof receipt === 'number' ? String(receipt) : undefined };
}

export const terminalSessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTerminalInfo: build.query<TerminalSession, string>({
      query: (link) => ({ url: `/api/terminal/info/${encodeURIComponent(link)}` }),
      transformResponse: readTerminalSession,
    }),
    getFpkLink: build.query<TerminalSession, { link: string; fpk: string }>({
      query: ({ link, fpk }) => ({ url: `/api/terminal/link/${encodeURIComponent(link)}/fpk/${encodeURIComponent(fpk)}` }),
      transformResponse: readTerminalSession,
    }),
    getTransactionStatus: build.query<TerminalSession, { link: string; transactionNumber: string }>({
      query: ({ link, transactionNumber }) => ({
        url: `/api/terminal/transactions/status/${encodeURIComponent(link)}/${encodeURIComponent(transactionNumber)}`,
      }),
      transformResponse: readTerminalSession,
    }),
    // A POST, but read like a query: one call per link (a reload or a re-render re-uses it), and the
    // backend answers "UPR already in use" only to another payer.
    openPaymentSession: build.query<TerminalSession, { link: string; upr: string; base64: string; hash: string }>({
      query: ({ link, ...body }) => ({ url: `/api/terminal/transactions/payment/${encodeURIComponent(link)}`, method: 'POST', data: body }),
      transformResponse: readTerminalSession,
    }),
    // `idempotencyKey` names one scan: a retry with the same key must not be a second submission
    // (the Idempotency-Key header; the backend answers it again with the first reply).
    submitScan: build.mutation<ScanResult, { link: string; body: SubmitScanBody; idempotencyKey?: string }>({
      query: ({ link, body, idempotencyKey }) => ({
        url: `/api/terminal/${encodeURIComponent(link)}`,
        method: 'POST',
        data: body,
        headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
      }),
      transformResponse: readScanResult,
    }),
    completeTerminal: build.mutation<{ receiptNumber?: string }, CompleteBody>({
      query: (body) => ({ url: '/api/terminal/complete', method: 'PUT', data: body }),
      transformResponse: readCompletion,
    }),
  }),
});

export const {
  useGetTerminalInfoQuery,
  useGetFpkLinkQuery,
  useGetTransactionStatusQuery,
  useOpenPaymentSessionQuery,
  useSubmitScanMutation,
  useCompleteTerminalMutation,
} = terminalSessionApi;
