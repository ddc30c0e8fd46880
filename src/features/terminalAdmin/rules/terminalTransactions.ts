// Terminal transactions (spec sections 3 and 4): the status filter (NEW, IN_PROGRESS, DONE shown as
// awaiting pickup, RETRIEVED, all), a date range and a search, as one pure definition that the
// list screen (its URL) and the mock backend (POST /api/terminal/transactions/list) both read.
// And what a status allows: completing its cheques, deleting it.
import { isIsoDay, isoDay } from '@/lib/dates';
import { TERMINAL_TRANSACTION_STATUSES } from '@/lib/statuses';

export const TRANSACTION_STATUS_FILTERS = ['all', ...TERMINAL_TRANSACTION_STATUSES] as const;
export type TransactionStatusFilter = (typeof TRANSACTION_STATUS_FILTERS)[number];

export interface TransactionFilter {
  status: TransactionStatusFilter;
  /** Creation day range, 'YYYY-MM-DD', both ends included; '' = open. */
  from: string;
  to: string;
  q: string;
}

export const EMPTY_TRANSACTION_FILTER: TransactionFilter = { status: 'all', from: '', to: '', q: '' };


export function isTransactionStatusFilter(value: unknown): value is TransactionStatusFilter {
  return typeof value === 'string' && (TRANSACTION_STATUS_FILTERS as readonly string[]).includes(value);
}

/** The filter of a list URL (or a request body's `filters`); anything unknown reads as "not set". */
export function readTransactionFilter(source: URLSearchParams | Record<string, unknown> | null | undefined): TransactionFilter {
  const get = (key: string): unknown => (source instanceof URLSearchParams ? source.get(key) : source?.[key]);
  const text = (key: string) => {
    const value = get(key);
    return typeof value === 'string' ? value.trim() : '';
  };
  const status = text('status');
  const from = text('from');
  const to = text('to');
  return {
    status: isTransactionStatusFilter(status) ? status : 'all',
    from: isIsoDay(from) ? from : '',
    to: isIsoDay(to) ? to : '',
    q: text('q').slice(0, 100),
  };
}

/** Only what is set, for a URL or a request body ('all' and empty values left out). */
export function transactionFilterEntries(filter: TransactionFilter): Record<string, string> {
  const out: Record<string, string> = {};
  if (filter.status !== 'all') out.status = filter.status;
  if (filter.from) out.from = filter.from;
  if (filter.to) out.to = filter.to;
  if (filter.q.trim()) out.q = filter.q.trim();
  return out;
}

/** A range whose start is after its end finds nothing: the form says so instead. */
export function isDateRangeReversed(from: string, to: string): boolean {
  return !!from && !!to && from > to;
}

export interface FilterableTransaction {
  status?: string | null;
  createdAt?: string | null;
  transactionNumber?: string | null;
  transactionId?: string | null;
  fromName?: string | null;
  email?: string | null;
  upr?: string | null;
  receiptNumber?: string | null;
}


export function matchesTransactionFilter(row: FilterableTransaction, filter: TransactionFilter): boolean {
  if (filter.status !== 'all' && row.status !== filter.status) return false;
  if (filter.from || filter.to) {
    const day = isoDay(row.createdAt);
    if (!day || (filter.from && day < filter.from) || (filter.to && day > filter.to)) return false;
  }
  const q = filter.q.trim().toLowerCase();
  if (q) {
    const fields = [row.transactionNumber, row.transactionId, row.fromName, row.email, row.upr, row.receiptNumber];
    if (!fields.some((value) => typeof value === 'string' && value.toLowerCase().includes(q))) return false;
  }
  return true;
}

/** Section 4: DONE is "awaiting pickup": its cheques can be completed into the workspace's cheques. */
export function canCompleteTransaction(status: string | null | undefined): boolean {
  return status === 'DONE';
}

/**
 * A retrieved transaction's cheques are the workspace's now: deleting it would leave them without
 * their history, so it is kept ("Transaction is done"). Others may be deleted (after a question).
 */
export function canDeleteTransaction(status: string | null | undefined): boolean {
  return (TERMINAL_TRANSACTION_STATUSES as readonly string[]).includes(status ?? '') && status !== 'RETRIEVED';
}
