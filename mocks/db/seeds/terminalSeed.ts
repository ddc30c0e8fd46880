import type { ChequeRow, Tables } from '../schema';
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
  /** The scanned cheques: awaiting pickup in TERMINAL_CHEQUES until completed, then in db.cheques. */
  checkIds: string[];
  fromName?: string;
  email?: string;
  comments?: string;
  upr?: string;
  fpk?: string;
  /** Who opened a payment session (its hash and data): only they may open it again. */
  openedBy?: string;
  receiptNumber?: string;
  /** The scan result of the payer's visit (section 3). */
  totalChecks?: number;
  totalSucceeded?: number;
  totalFailed?: number;
  createdAt: string;
  /** When the payer finished (DONE). */
  completedAt?: string;
  /** When staff completed its cheques into the workspace (RETRIEVED). */
  retrievedAt?: string;
}

/** A payment request (UPR, spec section 3): one table for the payer's links and the staff's screens. */
export interface TerminalPaymentRequestRow {
  requestNumber: string;
  terminalId: string;
  wsId: string;
  amount: number;
  clientEmail?: string;
  clientMessage?: string;
  /** The payment key id: the fast link /terminal/:link/:fpk opens the request by it. */
  fpk?: string;
  /** Made by "fast payment request" (amount and terminal only): its link is the fpk link. */
  fast?: boolean;
  status: 'NEW' | 'DONE' | 'CANCELED';
  /** Set once a payer opened it: opening it again is "UPR already in use". */
  inUse?: boolean;
  dateToCancel: string;
  createdAt?: string;
  paidAt?: string;
  canceledAt?: string;
  transactionId?: string;
  /** Addresses it was sent to by e-mail. */
  sentTo?: string[];
}

export const TERMINAL_TRANSACTIONS = 'terminalTransactions';
export const TERMINAL_PAYMENT_REQUESTS = 'terminalPaymentRequests';
/** Cheques scanned at a terminal and not yet completed into the workspace's cheques. */
export const TERMINAL_CHEQUES = 'terminalCheques';
/** A terminal whose device is unreachable: every call answers "Failed to connect to the terminal". */
export const OFFLINE_TERMINAL_LINK = 'offline1';

function scanned(checkId: string, amount: number, checkNumber: string, bank: string, branch: string, account: string, by: string, createdAt: string): ChequeRow {
  return {
    checkId, wsId: 'w1', amount, checkDate: daysFromToday(10), checkNumber, micr: `${checkNumber}${bank}${branch}${account}`, isValidMicr: true,
    bank, branch, account, payee: 'גלבוע סחר בע״מ', status: 'NEW', signingStatus: 'UNSIGNED', source: 'DEPOSIT', tags: [], comments: [],
    createdAt, updatedAt: createdAt, activity: [{ at: createdAt, action: 'CREATED', by, details: 'terminal' }],
  };
}

/**
 * Demo rows of the terminal domain. 'gilboa' and 'north1' are in seed.ts; here: an unreachable
 * terminal, a fast-payment link ('fpk123'), payment requests 'upr-ok', 'upr-used', 'upr-done',
 * 'upr-old' (canceled) and 'fpk-1001', and transactions: 'tx100' (open, session 'sess100'),
 * 'tx200' (done: two cheques awaiting pickup), 'tx300' (retrieved, paid 'upr-done'), and 'tx400'
 * at north1 (done, one cheque awaiting pickup).
 */
export function seedTerminalDomain(tables: Tables): void {
  tables.terminals.push({
    terminalId: 'term3', wsId: 'w1', name: 'קופה ניידת', terminalLink: OFFLINE_TERMINAL_LINK, backgroundColor: '#ffffff',
    color1: '#6a1b9a', color2: '#000000', clientMessage: '', allowAmountAndDate: false,
  });
  const request = (requestNumber: string, amount: number, extra: Partial<TerminalPaymentRequestRow> = {}): TerminalPaymentRequestRow => ({
    requestNumber, terminalId: 'term1', wsId: 'w1', amount, status: 'NEW', dateToCancel: daysFromToday(14),
    clientEmail: 'payer@example.com', clientMessage: 'תשלום עבור הזמנה', createdAt: isoDaysAgo(1), fpk: `k-${requestNumber}`, ...extra,
  });
  tables.extra[TERMINAL_PAYMENT_REQUESTS] = [
    request('upr-ok', 1250),
    request('upr-used', 300, { inUse: true, clientEmail: 'rina.levi@example.com', clientMessage: 'חשבונית 4471' }),
    // Paid exactly by its cheque (c104, below): a demo request is never paid many times over.
    request('upr-done', Number(tables.cheques.find((c) => c.checkId === 'c104')?.amount ?? 990), { status: 'DONE', createdAt: isoDaysAgo(6), paidAt: isoDaysAgo(5), transactionId: 'tt300', clientEmail: 'yossi@example.com', clientMessage: 'תיקון מזגן' }),
    request('upr-old', 2100, { status: 'CANCELED', createdAt: isoDaysAgo(20), dateToCancel: daysFromToday(-6), canceledAt: isoDaysAgo(6), clientEmail: 'old@example.com' }),
    request('fpk-1001', 480, { fpk: 'fpk123', fast: true, clientEmail: undefined, clientMessage: 'תשלום מהיר: שיעורי פסנתר, חודש מרץ' }),
  ];
  const tx200 = [
    scanned('tc201', 1500, '0004512', '12', '600', '341177', 'אבי מזרחי', isoDaysAgo(2)),
    scanned('tc202', 2750.5, '0004513', '12', '600', '341177', 'אבי מזרחי', isoDaysAgo(2)),
  ];
  const tx400 = [scanned('tc401', 860, '0120087', '10', '800', '2290410', 'שרה כהן', isoDaysAgo(1, 90))];
  tables.extra[TERMINAL_CHEQUES] = [...tx200, ...tx400];
  // tx300 paid upr-done with a cheque that is the workspace's now (the seeded c104, since deposited).
  tables.extra[TERMINAL_TRANSACTIONS] = [
    { transactionId: 'tt100', transactionNumber: 'tx100', terminalId: 'term1', wsId: 'w1', status: 'NEW', session: 'sess100', checkIds: [], createdAt: isoDaysAgo(0, 30) },
    {
      transactionId: 'tt200', transactionNumber: 'tx200', terminalId: 'term1', wsId: 'w1', status: 'DONE', session: 'sess200', checkIds: tx200.map((c) => c.checkId),
      fromName: 'אבי מזרחי', email: 'avi.mizrahi@example.com', comments: 'תשלום על הזמנה 5521', receiptNumber: '10014',
      totalChecks: 2, totalSucceeded: 2, totalFailed: 0, createdAt: isoDaysAgo(2), completedAt: isoDaysAgo(2),
    },
    {
      transactionId: 'tt300', transactionNumber: 'tx300', terminalId: 'term1', wsId: 'w1', status: 'RETRIEVED', session: 'sess300', checkIds: ['c104'],
      fromName: 'יוסי ביטון', email: 'yossi@example.com', upr: 'upr-done', receiptNumber: '10007',
      totalChecks: 1, totalSucceeded: 1, totalFailed: 0, createdAt: isoDaysAgo(5, 20), completedAt: isoDaysAgo(5), retrievedAt: isoDaysAgo(4),
    },
    {
      transactionId: 'tt400', transactionNumber: 'tx400', terminalId: 'term2', wsId: 'w1', status: 'DONE', checkIds: tx400.map((c) => c.checkId),
      fromName: 'שרה כהן', receiptNumber: '10021', totalChecks: 2, totalSucceeded: 1, totalFailed: 1, createdAt: isoDaysAgo(1, 95), completedAt: isoDaysAgo(1, 90),
    },
  ] satisfies TerminalTransactionRow[];
}
