// The filters of the mock's other lists: terminal transactions (section 4's statuses, a creation
// day range, a search) and the charges report (IN / OUT, a day range).
import { isIsoDay } from './dates';
import { TRANSACTION_STATUSES, isOneOf } from '../rules/statuses';

type Source = URLSearchParams | Record<string, unknown>;
const read = (source: Source, key: string) => {
  const value = source instanceof URLSearchParams ? source.get(key) : source[key];
  return typeof value === 'string' ? value.trim() : '';
};
const dayOrEmpty = (value: string) => (isIsoDay(value) ? value : '');
const inRange = (iso: string | undefined, from: string, to: string) => {
  const day = (iso ?? '').slice(0, 10);
  return (!from || day >= from) && (!to || day <= to);
};

export interface TransactionLike {
  status?: string;
  createdAt?: string;
  transactionNumber?: string;
  transactionId?: string;
  fromName?: string;
  email?: string;
  upr?: string;
  receiptNumber?: string;
}

/** NEW, IN_PROGRESS, DONE, RETRIEVED, else all; from/to creation days; q in the numbers, name, e-mail. */
export function transactionFilter(source: Source): (row: TransactionLike) => boolean {
  const status = read(source, 'status');
  const from = dayOrEmpty(read(source, 'from'));
  const to = dayOrEmpty(read(source, 'to'));
  const q = read(source, 'q').slice(0, 100).toLowerCase();
  return (row) =>
    (!isOneOf(TRANSACTION_STATUSES, status) || row.status === status) &&
    ((!from && !to) || (!!row.createdAt && inRange(row.createdAt, from, to))) &&
    (!q || [row.transactionNumber, row.transactionId, row.fromName, row.email, row.upr, row.receiptNumber].some((v) => v?.toLowerCase().includes(q)));
}

export interface ChargeFilter {
  type?: 'IN' | 'OUT';
  from: string;
  to: string;
}

export function chargeFilter(query: URLSearchParams): ChargeFilter {
  const type = read(query, 'type').toUpperCase();
  return { type: type === 'IN' || type === 'OUT' ? type : undefined, from: dayOrEmpty(read(query, 'from')), to: dayOrEmpty(read(query, 'to')) };
}

export const matchesCharge = (row: { actionType: string; date: string }, f: ChargeFilter) => (!f.type || row.actionType === f.type) && inRange(row.date, f.from, f.to);
