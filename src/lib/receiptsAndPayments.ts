// Receipts and payments (spec section 2 names both areas, section 3 shows neither's data). They
// are built here from what terminal transactions and payment requests carry (our reading):
// - a receipt is a finished terminal transaction (DONE or RETRIEVED) that has a receipt number:
//   who paid, when, how many cheques and their total;
// - a payment is a paid (DONE) payment request with the transaction that paid it (found by its
//   transactionId, else by the request number the transaction carries): what was asked, what the
//   cheques came to, and the difference.
import { sumAgorot, shekelsToAgorot } from './money';
import { compareCodes } from './compareCodes';

export interface LedgerCheque {
  amount?: number | string | null;
}

export interface LedgerTransaction {
  transactionId: string;
  transactionNumber?: string | null;
  terminalId?: string | null;
  status?: string | null;
  createdAt?: string | null;
  completedAt?: string | null;
  receiptNumber?: string | number | null;
  fromName?: string | null;
  email?: string | null;
  upr?: string | null;
  checks?: readonly LedgerCheque[] | null;
}

export interface LedgerRequest {
  requestNumber: string;
  amount?: number | string | null;
  status?: string | null;
  terminalId?: string | null;
  clientEmail?: string | null;
  paidAt?: string | null;
  createdAt?: string | null;
  transactionId?: string | null;
  /** What the request is for, as staff wrote it to the payer: the request's human name. */
  clientMessage?: string | null;
}

export interface Receipt {
  receiptNumber: string;
  transactionId: string;
  transactionNumber?: string;
  terminalId?: string;
  issuedAt?: string;
  payerName?: string;
  payerEmail?: string;
  chequeCount: number;
  totalAgorot: number;
  requestNumber?: string;
}

const FINISHED = new Set(['DONE', 'RETRIEVED']);
const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value).trim());
const byDateDesc = <T>(date: (item: T) => string | undefined) => (a: T, b: T) => compareCodes(date(b) ?? '', date(a) ?? '');

export function receiptsFrom(transactions: readonly LedgerTransaction[]): Receipt[] {
  return transactions
    .filter((t) => FINISHED.has(t.status ?? '') && text(t.receiptNumber))
    .map((t) => ({
      receiptNumber: text(t.receiptNumber),
      transactionId: t.transactionId,
      transactionNumber: t.transactionNumber ?? undefined,
      terminalId: t.terminalId ?? undefined,
      issuedAt: t.completedAt ?? t.createdAt ?? undefined,
      payerName: text(t.fromName) || undefined,
      payerEmail: text(t.email) || undefined,
      chequeCount: t.checks?.length ?? 0,
      totalAgorot: sumAgorot((t.checks ?? []).map((c) => c.amount)),
      requestNumber: text(t.upr) || undefined,
    }))
    .sort(byDateDesc((r) => r.issuedAt));
}

export type PaymentBalance = 'exact' | 'short' | 'over' | 'unknown';

/** How a list names a payment request: what it is for, else whom it was sent to; '' when neither. */
export function requestTitle(request: Pick<LedgerRequest, 'clientMessage' | 'clientEmail'> | null | undefined): string {
  return text(request?.clientMessage) || text(request?.clientEmail);
}

/** Each transaction's cheques total in agorot, by transaction id (for lists that lack amounts). */
export function totalsByTransaction(transactions: readonly Pick<LedgerTransaction, 'transactionId' | 'checks'>[]): Map<string, number> {
  return new Map(transactions.map((t) => [t.transactionId, sumAgorot((t.checks ?? []).map((c) => c.amount))]));
}

export interface BalanceWords {
  /** The word said before the amount: "עודף" / "חסר", or the whole verdict for exact and unknown. */
  word: PaymentBalance;
  /** The size of the surplus or shortfall, never negative; null when there is no amount to say. */
  amountAgorot: number | null;
}

/**
 * A payment's difference as words and a positive amount ("עודף 14,391.80 ₪", "חסר 10.00 ₪"):
 * brackets or a minus read as a loss to an accountant, even on a surplus.
 */
export function balanceInWords(balance: PaymentBalance, differenceAgorot: number | null): BalanceWords {
  if ((balance === 'over' || balance === 'short') && differenceAgorot !== null && differenceAgorot !== 0 && Number.isSafeInteger(differenceAgorot)) {
    return { word: balance, amountAgorot: Math.abs(differenceAgorot) };
  }
  return { word: balance, amountAgorot: null };
}

export interface Payment {
  requestNumber: string;
  /** The request's human name (requestTitle); '' when it has none. */
  title: string;
  terminalId?: string;
  clientEmail?: string;
  /** Who paid, as the paying transaction says. */
  payerName?: string;
  paidAt?: string;
  requestedAgorot: number | null;
  /** The scanned cheques' total; null when the paying transaction or its cheques are not known. */
  receivedAgorot: number | null;
  /** received - requested, when both are known. */
  differenceAgorot: number | null;
  balance: PaymentBalance;
  transactionId?: string;
  receiptNumber?: string;
}

export function paymentBalance(requested: number | null, received: number | null): PaymentBalance {
  if (requested === null || received === null) return 'unknown';
  if (received === requested) return 'exact';
  return received < requested ? 'short' : 'over';
}

export function paymentsFrom(requests: readonly LedgerRequest[], transactions: readonly LedgerTransaction[]): Payment[] {
  return requests
    .filter((r) => r.status === 'DONE')
    .map((r) => {
      const paidBy =
        (r.transactionId && transactions.find((t) => t.transactionId === r.transactionId)) ||
        transactions.find((t) => text(t.upr) === r.requestNumber && FINISHED.has(t.status ?? ''));
      const requested = shekelsToAgorot(r.amount ?? null);
      const received = paidBy && paidBy.checks?.length ? sumAgorot(paidBy.checks.map((c) => c.amount)) : null;
      return {
        requestNumber: r.requestNumber,
        title: requestTitle(r),
        terminalId: r.terminalId ?? undefined,
        clientEmail: text(r.clientEmail) || undefined,
        payerName: (paidBy && text(paidBy.fromName)) || undefined,
        paidAt: r.paidAt ?? paidBy?.completedAt ?? paidBy?.createdAt ?? undefined,
        requestedAgorot: requested,
        receivedAgorot: received,
        differenceAgorot: requested !== null && received !== null ? received - requested : null,
        balance: paymentBalance(requested, received),
        transactionId: paidBy?.transactionId ?? r.transactionId ?? undefined,
        receiptNumber: paidBy ? text(paidBy.receiptNumber) || undefined : undefined,
      };
    })
    .sort(byDateDesc((p) => p.paidAt));
}
