// Receipts and payments (spec section 2 names both areas, section 3 shows neither's data). They
// are built here from what terminal transactions and payment requests carry (our reading):
// - a receipt is a finished terminal transaction (DONE or RETRIEVED) that has a receipt number:
//   who paid, when, how many cheques and their total;
// - a payment is a paid (DONE) payment request with the transaction that paid it (found by its
//   transactionId, else by the request number the transaction carries): what was asked, what the
//   cheques came to, and the difference.
import { sumAgorot, shekelsToAgorot } from './money';

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
const byDateDesc = <T>(date: (item: T) => string | undefined) => (a: T, b: T) => (date(b) ?? '').localeCompare(date(a) ?? '');

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

export interface Payment {
  requestNumber: string;
  terminalId?: string;
  clientEmail?: string;
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
        terminalId: r.terminalId ?? undefined,
        clientEmail: text(r.clientEmail) || undefined,
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
