import { asDataUrl } from './imageReply';
import { request } from './request';
import { alias, either, image, isObject, map, money, obj, objectIn, opt, text, type Schema } from './schema/fields';
import { PaymentRequestSchema } from './schema/paymentRequest';
import { defineReply } from './schema/reply';
import { ScanResultSchema, TerminalSchema, TransactionSchema } from './schema/terminal';
import type { DetectedCheque } from './types/detectedCheque';
import type { PaymentRequest } from './types/paymentRequest';
import type { Terminal, TerminalTransaction } from './types/terminal';

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

/** The business on top of the payer's page: `title` or `name`, and a logo (an address checked for <img>). */
const business = map(alias(obj({ name: opt(text()), logo: opt(image()) }), { name: ['title'] }), ({ name, logo }): TerminalBusiness | undefined => {
  const shown = name?.trim();
  return shown || logo ? { name: shown || undefined, logo } : undefined;
});

const session: Schema<TerminalSession> = alias(
  obj({ terminal: TerminalSchema, business: opt(business), paymentRequest: opt(PaymentRequestSchema), transaction: opt(TransactionSchema), hash: opt(text()) }),
  { business: ['workspace'], paymentRequest: ['upr'] },
);

/** {terminal, workspace?, paymentRequest? (also `upr`)}; also a bare terminal, or under `data`. */
const sessionReply = (call: string) =>
  defineReply(call, objectIn([], either<TerminalSession>((reply) => isObject(reply) && reply.terminal === undefined, map(TerminalSchema, (terminal) => ({ terminal })), session)));

/** What a session's later calls carry; the terminal and its business came with the link's first call. */
export type SessionUpdate = Pick<TerminalSession, 'paymentRequest' | 'transaction' | 'hash'>;

/** {transaction}, also under `data`: where the payer's visit stands. */
const statusReply = defineReply('GET /api/terminal/transactions/status/{link}/{transactionNumber}', objectIn([], obj({ transaction: TransactionSchema })));
/** {paymentRequest (also `upr`), transaction?, hash?}, also under `data`: the request this visit pays. */
const paymentSessionReply = defineReply(
  'POST /api/terminal/transactions/payment/{id}',
  objectIn([], alias(obj({ paymentRequest: PaymentRequestSchema, transaction: opt(TransactionSchema), hash: opt(text()) }), { paymentRequest: ['upr'] })),
);

/** The scan result of section 3, also under `result` / `scanResult`. */
const scanReply = defineReply('POST /api/terminal/{id}', objectIn(['result', 'scanResult'], ScanResultSchema));
/** {receiptNumber} (also `receipt`), also under `result`. */
const completionReply = defineReply('PUT /api/terminal/complete', objectIn(['result'], alias(obj({ receiptNumber: opt(text()) }), { receiptNumber: ['receipt'] })));
/** What was read, also under `result` / `detected`; the cut picture under base64, image, croppedImage... */
const detectedReply = defineReply(
  'POST /api/check/images/cut-and-detect',
  objectIn(
    ['result', 'detected'],
    alias(
      obj({ picture: opt(text()), micr: opt(text()), bank: opt(text()), branch: opt(text()), account: opt(text()), checkNumber: opt(text()), amount: opt(money()), checkDate: opt(text()) }),
      { picture: ['base64', 'image', 'croppedImage', 'cropped', 'front', 'rear'] },
    ),
  ),
);

export const readTerminalSession = sessionReply('GET /api/terminal/info/{id}').parse;
export const readScanResult = scanReply.parse;
export const readCompletion = completionReply.parse;

/** The cut picture as a data URL, bare or not; none in the reply: the backend cut nothing, the picture sent is kept. */
export function readDetectedCheque(reply: unknown, sent: string): DetectedCheque {
  const { picture, ...read } = detectedReply.parse(reply);
  return { ...read, image: asDataUrl(picture || sent) };
}

const enc = encodeURIComponent;
const fpkReply = sessionReply('GET /api/terminal/link/{id}/fpk/{fpk}');

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
    request({ url: `/api/terminal/link/${enc(link)}/fpk/${enc(fpk)}` }, fpkReply.parse),
  /** GET /api/terminal/transactions/status/{link}/{transactionNumber} (also the staff's transaction view, terminalsApi). */
  getTransactionStatus: ({ link, transactionNumber }: { link: string; transactionNumber: string }) =>
    request({ url: `/api/terminal/transactions/status/${enc(link)}/${enc(transactionNumber)}` }, statusReply.parse),
  /**
   * POST /api/terminal/transactions/payment/{id}, read like a query: one call per link (the backend
   * answers "UPR already in use" only to another payer; useCallQuery sends it once per args).
   */
  openPaymentSession: ({ link, ...body }: PaymentSessionArgs) =>
    request({ url: `/api/terminal/transactions/payment/${enc(link)}`, method: 'POST', data: body }, paymentSessionReply.parse),
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
