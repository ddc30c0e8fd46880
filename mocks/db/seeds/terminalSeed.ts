import type { Tables } from '../schema';
import { daysFromToday, isoDaysAgo } from '../clock';

/** A transaction of a terminal (spec section 3/4): status NEW, IN_PROGRESS, DONE, RETRIEVED. */
export interface TerminalTransactionRow {
  transactionId: string;
  transactionNumber: string;
  terminalId: string;
  wsId: string;
  status: 'NEW' | 'IN_PROGRESS' | 'DONE' | 'RETRIEVED';
  /** The session hash a transaction link carries (/terminal/transaction/session/:link/:number/:session). */
  session?: string;
  checkIds: string[];
  fromName?: string;
  email?: string;
  comments?: string;
  upr?: string;
  fpk?: string;
  /** Who opened a payment session (its hash and data): only they may open it again. */
  openedBy?: string;
  receiptNumber?: string;
  createdAt: string;
}

/** A payment request (UPR, spec section 3) as far as a terminal link uses it. */
export interface TerminalPaymentRequestRow {
  requestNumber: string;
  terminalId: string;
  wsId: string;
  amount: number;
  clientEmail?: string;
  clientMessage?: string;
  /** Fast payment key: the request behind /terminal/:link/:fpk. */
  fpk?: string;
  status: 'NEW' | 'DONE' | 'CANCELED';
  /** Set once a payer opened it: opening it again is "UPR already in use". */
  inUse?: boolean;
  dateToCancel: string;
}

export const TERMINAL_TRANSACTIONS = 'terminalTransactions';
export const TERMINAL_PAYMENT_REQUESTS = 'terminalPaymentRequests';
/** A terminal whose device is unreachable: every call answers "Failed to connect to the terminal". */
export const OFFLINE_TERMINAL_LINK = 'offline1';

/**
 * Demo rows of the terminal domain. 'gilboa' and 'north1' are in seed.ts; here: an unreachable
 * terminal, a fast-payment link ('fpk123'), payment requests 'upr-ok', 'upr-used', 'upr-done' and
 * transactions 'tx100' (open, session 'sess100') and 'tx200' (done) on 'gilboa'.
 */
export function seedTerminalDomain(tables: Tables): void {
  tables.terminals.push({
    terminalId: 'term3', wsId: 'w1', name: 'קופה ניידת', terminalLink: OFFLINE_TERMINAL_LINK, backgroundColor: '#ffffff',
    color1: '#6a1b9a', color2: '#000000', clientMessage: '', allowAmountAndDate: false,
  });
  const request = (requestNumber: string, amount: number, extra: Partial<TerminalPaymentRequestRow> = {}): TerminalPaymentRequestRow => ({
    requestNumber, terminalId: 'term1', wsId: 'w1', amount, status: 'NEW', dateToCancel: daysFromToday(14),
    clientEmail: 'payer@example.com', clientMessage: 'תשלום עבור הזמנה', ...extra,
  });
  tables.extra[TERMINAL_PAYMENT_REQUESTS] = [
    request('upr-ok', 1250),
    request('upr-used', 300, { inUse: true }),
    request('upr-done', 990, { status: 'DONE' }),
    request('fpk-1001', 480, { fpk: 'fpk123', clientMessage: 'תשלום מהיר: שיעורי פסנתר, חודש מרץ' }),
  ];
  tables.extra[TERMINAL_TRANSACTIONS] = [
    { transactionId: 'tt100', transactionNumber: 'tx100', terminalId: 'term1', wsId: 'w1', status: 'NEW', session: 'sess100', checkIds: [], createdAt: isoDaysAgo(0, 30) },
    { transactionId: 'tt200', transactionNumber: 'tx200', terminalId: 'term1', wsId: 'w1', status: 'DONE', session: 'sess200', checkIds: [], createdAt: isoDaysAgo(2) },
  ] satisfies TerminalTransactionRow[];
}
