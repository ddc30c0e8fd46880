import { baseApi } from './baseApi';
import { pickNumber, pickObject } from './replies';
import type { ScanResult, Terminal } from './types';

/*
 * The payer's side of the terminal calls (spec section 7, "Terminals"). No sign-in: a payer opens a
 * terminal link on a phone. Reply shapes chosen where the spec is silent (the mock answers these):
 * - GET /api/terminal/info/{id} -> { terminal }
 * - GET /api/terminal/link/{id}/fpk/{fpk} -> { terminal, paymentRequest? }
 * - GET /api/terminal/transactions/status/{link}/{transactionNumber} -> { transaction }
 * - POST /api/terminal/transactions/payment/{id} {upr, base64, hash} -> { paymentRequest, transaction?, hash? }
 * - POST /api/check/images/cut-and-detect {base64 (no data: prefix), isFront} -> { base64 | image, amount?, checkDate? }
 * - POST /api/terminal/{id} { checks: [{ frontImage, rearImage?, amount?, checkDate? }], fromName?, comments?,
 *   email?, fpk?, upr?, transactionNumber?, hash? } -> the Scan result (spec section 3)
 * - PUT /api/terminal/complete { dataToUpdate, hash } -> { receiptNumber? }
 */

export interface TerminalPaymentRequest {
  requestNumber?: string;
  /** Shekels as the backend sends them. */
  amount?: number | string;
  clientMessage?: string;
  clientEmail?: string;
}

export interface TerminalTransaction {
  transactionId?: string;
  transactionNumber?: string;
  /** Spec section 4: NEW, IN_PROGRESS, DONE, RETRIEVED. */
  status?: string;
  sessionStatus?: string;
}

/** What a terminal link opens onto: the terminal and, in the payment flows, what is being paid. */
export interface TerminalSession {
  terminal: Terminal;
  paymentRequest?: TerminalPaymentRequest;
  transaction?: TerminalTransaction;
  /** The session hash the later calls carry (payment flow). */
  hash?: string;
}

export interface DetectedCheque {
  /** The cut picture as a data URL. */
  image: string;
  amount?: number | string;
  checkDate?: string;
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

const PREFIX = /^data:[^;,]+;base64,/;

/** A picture may come back bare (base64) or as a data URL; the screen always gets a data URL. */
export function asDataUrl(value: string): string {
  if (value.startsWith('data:')) return value;
  // Sniff the type from the first bytes: JPEG, PNG or SVG (a mock's drawn cheque).
  const type = value.startsWith('iVBOR') ? 'image/png' : value.startsWith('PHN2') || value.startsWith('PD94') ? 'image/svg+xml' : 'image/jpeg';
  return `data:${type};base64,${value}`;
}

export function stripDataUrl(value: string): string {
  return value.replace(PREFIX, '');
}

function readSession(reply: unknown): TerminalSession {
  const r = (reply && typeof reply === 'object' ? reply : {}) as Record<string, unknown>;
  const terminal = pickObject<Terminal>(reply, 'terminal') ?? ({} as Terminal);
  const paymentRequest = pickObject<TerminalPaymentRequest>(r.paymentRequest ?? r.upr ?? null) ?? undefined;
  const transaction = pickObject<TerminalTransaction>(r.transaction ?? null) ?? undefined;
  return { terminal, paymentRequest, transaction, hash: typeof r.hash === 'string' ? r.hash : undefined };
}

function readDetected(reply: unknown, sent: string): DetectedCheque {
  const r = (pickObject<Record<string, unknown>>(reply, 'result') ?? {}) as Record<string, unknown>;
  const picture = ['base64', 'image', 'croppedImage', 'cropped', 'front', 'rear'].map((k) => r[k]).find((v) => typeof v === 'string' && v);
  return {
    // No picture in the reply: the backend found nothing to cut, the payer sees the photo as taken.
    image: asDataUrl(typeof picture === 'string' ? picture : sent),
    amount: typeof r.amount === 'number' || typeof r.amount === 'string' ? r.amount : undefined,
    checkDate: typeof r.checkDate === 'string' ? r.checkDate : undefined,
  };
}

function readScanResult(reply: unknown): ScanResult {
  const r = (pickObject<Record<string, unknown>>(reply, 'result', 'scanResult') ?? {}) as Record<string, unknown>;
  return { totalChecks: pickNumber(r.totalChecks), totalSucceeded: pickNumber(r.totalSucceeded), totalFailed: pickNumber(r.totalFailed) };
}

export const terminalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTerminalInfo: build.query<TerminalSession, string>({
      query: (link) => `/api/terminal/info/${encodeURIComponent(link)}`,
      transformResponse: readSession,
    }),
    getFpkLink: build.query<TerminalSession, { link: string; fpk: string }>({
      query: ({ link, fpk }) => `/api/terminal/link/${encodeURIComponent(link)}/fpk/${encodeURIComponent(fpk)}`,
      transformResponse: readSession,
    }),
    getTransactionStatus: build.query<TerminalSession, { link: string; transactionNumber: string }>({
      query: ({ link, transactionNumber }) =>
        `/api/terminal/transactions/status/${encodeURIComponent(link)}/${encodeURIComponent(transactionNumber)}`,
      transformResponse: readSession,
    }),
    // A POST, but read like a query: one call per link (a reload or a re-render re-uses it), and the
    // backend answers "UPR already in use" only to another payer.
    openPaymentSession: build.query<TerminalSession, { link: string; upr: string; base64: string; hash: string }>({
      query: ({ link, ...body }) => ({ url: `/api/terminal/transactions/payment/${encodeURIComponent(link)}`, method: 'POST', data: body }),
      transformResponse: readSession,
    }),
    terminalCutAndDetect: build.mutation<DetectedCheque, { base64: string; isFront: boolean }>({
      query: ({ base64, isFront }) => ({
        url: '/api/check/images/cut-and-detect',
        method: 'POST',
        data: { base64: stripDataUrl(base64), isFront },
      }),
      transformResponse: (reply: unknown, _meta, arg) => readDetected(reply, arg.base64),
    }),
    submitScan: build.mutation<ScanResult, { link: string; body: SubmitScanBody }>({
      query: ({ link, body }) => ({ url: `/api/terminal/${encodeURIComponent(link)}`, method: 'POST', data: body }),
      transformResponse: readScanResult,
    }),
    completeTerminal: build.mutation<{ receiptNumber?: string }, CompleteBody>({
      query: (body) => ({ url: '/api/terminal/complete', method: 'PUT', data: body }),
      transformResponse: (reply: unknown) => {
        const r = (pickObject<Record<string, unknown>>(reply, 'result') ?? {}) as Record<string, unknown>;
        const receipt = r.receiptNumber ?? r.receipt;
        return { receiptNumber: typeof receipt === 'string' || typeof receipt === 'number' ? String(receipt) : undefined };
      },
    }),
  }),
});

export const {
  useGetTerminalInfoQuery,
  useGetFpkLinkQuery,
  useGetTransactionStatusQuery,
  useOpenPaymentSessionQuery,
  useTerminalCutAndDetectMutation,
  useSubmitScanMutation,
  useCompleteTerminalMutation,
} = terminalApi;
