import { asDataUrl } from './imageReply';
import { pickNumber, pickObject } from './replies';
import { request } from './request';
import type { DetectedCheque } from './types/detectedCheque';
import type { PaymentRequest } from './types/paymentRequest';
import type { ScanResult, Terminal, TerminalTransaction } from './types/terminal';

/*
 * Every call of the payer's page (spec section 7, "Terminals", and the scanner's cut-and-detect).
 * No sign-in: a payer opens a terminal link on a phone. Plain calls over the one axios instance,
 * without RTK Query (docs/architecture.md, "Pages opened from a link call the backend without RTK
 * Query"); the page reads them with useCallQuery / useCallMutation (useCall.ts). The staff screens
 * that make two of these calls too (a transaction's status, the cheque form's cut-and-detect) wrap
 * them in RTK Query endpoints with `queryFn`, so each path is still declared here only. The staff's
 * side (terminals, transactions) is terminalsApi. Reply shapes chosen where the spec is silent:
 * - GET /api/terminal/info/{id} -> { terminal }
 * - GET /api/terminal/link/{id}/fpk/{fpk} -> { terminal, paymentRequest? }
 * - GET /api/terminal/transactions/status/{link}/{transactionNumber} -> { transaction }
 * - POST /api/terminal/transactions/payment/{id} {upr, base64, hash} -> { paymentRequest, transaction?, hash? }
 * - POST /api/terminal/{id} { checks: [{ frontImage, rearImage?, amount?, checkDate? }], fromName?, comments?,
 *   email?, fpk?, upr?, transactionNumber?, hash? } -> the Scan result (spec section 3)
 * - PUT /api/terminal/complete { dataToUpdate, hash } -> { receiptNumber? }
 * - POST /api/check/images/cut-and-detect { base64, isFront } -> the cut picture and what was read
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

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined;
}

/**
 * Bare or under `result` / `detected`; the cut picture under base64, image, croppedImage... and
 * bare or as a data URL. No picture in the reply: the backend cut nothing, the picture sent is kept.
 */
export function readDetectedCheque(reply: unknown, sent: string): DetectedCheque {
  const r = (pickObject<Record<string, unknown>>(reply, 'result', 'detected') ?? {}) as Record<string, unknown>;
  const picture = ['base64', 'image', 'croppedImage', 'cropped', 'front', 'rear'].map((k) => r[k]).find((v) => typeof v === 'string' && v);
  return {
    image: asDataUrl(typeof picture === 'string' ? picture : sent),
    micr: text(r.micr),
    bank: text(r.bank),
    branch: text(r.branch),
    account: text(r.account),
    checkNumber: text(r.checkNumber),
    amount: typeof r.amount === 'number' || typeof r.amount === 'string' ? r.amount : undefined,
    checkDate: typeof r.checkDate === 'string' ? r.checkDate : undefined,
  };
}

const enc = encodeURIComponent;

export interface PaymentSessionArgs {
  link: string;
  upr: string;
  base64: string;
  hash: string;
}

export interface SubmitScanArgs {
  link: string;
  body: SubmitScanBody;
  /** Names one scan: a retry with the same key must not be a second submission (the Idempotency-Key header). */
  idempotencyKey?: string;
}

export const terminalCalls = {
  /** GET /api/terminal/info/{id}: the terminal behind a plain link. */
  getTerminalInfo: (link: string) => request({ url: `/api/terminal/info/${enc(link)}` }, readTerminalSession),
  /** GET /api/terminal/link/{id}/fpk/{fpk}: a fast payment key's terminal and request. */
  getFpkLink: ({ link, fpk }: { link: string; fpk: string }) =>
    request({ url: `/api/terminal/link/${enc(link)}/fpk/${enc(fpk)}` }, readTerminalSession),
  /** GET /api/terminal/transactions/status/{link}/{transactionNumber} (also the staff's transaction view, terminalsApi). */
  getTransactionStatus: ({ link, transactionNumber }: { link: string; transactionNumber: string }) =>
    request({ url: `/api/terminal/transactions/status/${enc(link)}/${enc(transactionNumber)}` }, readTerminalSession),
  /**
   * POST /api/terminal/transactions/payment/{id}, read like a query: one call per link (the backend
   * answers "UPR already in use" only to another payer; useCallQuery sends it once per args).
   */
  openPaymentSession: ({ link, ...body }: PaymentSessionArgs) =>
    request({ url: `/api/terminal/transactions/payment/${enc(link)}`, method: 'POST', data: body }, readTerminalSession),
  /** POST /api/terminal/{id}: the scan, under one Idempotency-Key per scan. */
  submitScan: ({ link, body, idempotencyKey }: SubmitScanArgs) =>
    request(
      {
        url: `/api/terminal/${enc(link)}`,
        method: 'POST',
        data: body,
        headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
      },
      readScanResult,
    ),
  /** PUT /api/terminal/complete: a session's transaction done, with its receipt. */
  completeTerminal: (body: CompleteBody) => request({ url: '/api/terminal/complete', method: 'PUT', data: body }, readCompletion),
  /**
   * POST /api/check/images/cut-and-detect with {base64, isFront}. `base64` goes as given: the
   * cheque form sends a data URL (chequeImagesApi.cutAndDetect), the terminal bare base64
   * (docs/backend-contract.md).
   */
  cutAndDetect: (body: { base64: string; isFront: boolean }) =>
    request({ url: '/api/check/images/cut-and-detect', method: 'POST', data: body }, (reply) => readDetectedCheque(reply, body.base64)),
};
