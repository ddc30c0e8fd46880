// The cheque lists' order and the filter read back from a list's URL: what only the lists use (the
// signed-in home filters with ./chequeListFilter and links with filterToParams, without these).
import { shekelsToAgorot } from './money';
import { CHEQUE_STATUSES } from './statuses';
import { CHEQUE_STAGES, type ChequeStage } from './chequeStage';
import { CHEQUE_BOXES, filterTest, SORT_KEYS, type ChequeBox, type ChequeListFilter, type ChequeSortKey, type ListableCheque, type SortOrder } from './chequeListFilter';
import { compareCodes } from './compareCodes';

export function isChequeBox(value: unknown): value is ChequeBox {
  return typeof value === 'string' && (CHEQUE_BOXES as readonly string[]).includes(value);
}

export function isChequeStage(value: unknown): value is ChequeStage {
  return typeof value === 'string' && (CHEQUE_STAGES as readonly string[]).includes(value);
}

export function isSortKey(value: unknown): value is ChequeSortKey {
  return typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value);
}

const STATUS_ORDER = new Map<string, number>(CHEQUE_STATUSES.map((s, i) => [s, i]));

export function sortValue(c: ListableCheque, key: ChequeSortKey): string | number {
  switch (key) {
    case 'amount':
      return shekelsToAgorot(c.amount) ?? 0;
    case 'checkNumber':
      return Number(c.checkNumber) || 0;
    case 'status':
      return STATUS_ORDER.get(c.status) ?? CHEQUE_STATUSES.length;
    case 'bank':
      return `${(c.bank ?? '').padStart(3, '0')}-${(c.branch ?? '').padStart(3, '0')}-${c.account ?? ''}`;
    case 'checkDate':
    case 'createdAt':
    case 'depositDate':
      return c[key] ?? '';
    default:
      return (c[key] ?? '').toLocaleLowerCase();
  }
}

const collator = new Intl.Collator('he', { numeric: true, sensitivity: 'base' });

export interface Keyed<T> {
  c: T;
  i: number;
  v: string | number;
}

/** The list's order: empty values last either way, then by value, ties in the order they came (stable). */
export function keyedOrder(key: ChequeSortKey, order: SortOrder): (a: Keyed<unknown>, b: Keyed<unknown>) => number {
  const dir = order === 'asc' ? 1 : -1;
  // ISO dates and padded bank numbers order by code point; only names need the collator (slow).
  const byCodePoint = key !== 'payee' && key !== 'signingStatus' && key !== 'sendingMethod';
  return (a, b) => {
    const emptyA = a.v === '';
    const emptyB = b.v === '';
    if (emptyA !== emptyB) return emptyA ? 1 : -1;
    const cmp =
      typeof a.v === 'number' && typeof b.v === 'number'
        ? a.v - b.v
        : byCodePoint
          ? compareCodes(String(a.v), String(b.v))
          : collator.compare(String(a.v), String(b.v));
    return cmp === 0 ? a.i - b.i : cmp * dir;
  };
}

/** A sorted copy; empty values last either way; ties keep their order (stable). */
export function sortCheques<T extends ListableCheque>(cheques: readonly T[], key: ChequeSortKey = 'createdAt', order: SortOrder = 'desc'): T[] {
  const keyed = cheques.map((c, i) => ({ c, i, v: sortValue(c, key) }));
  keyed.sort(keyedOrder(key, order));
  return keyed.map((k) => k.c);
}

/**
 * Filter then sort: the list a user sees for these filters. The same as filtering a list already
 * sorted (the sort is stable): a screen sorts once and filters on each letter typed.
 */
export function applyChequeFilter<T extends ListableCheque>(cheques: readonly T[], f: ChequeListFilter): T[] {
  return sortCheques(
    cheques.filter(filterTest(f)),
    f.sort,
    f.order,
  );
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads a filter back from query parameters; unknown or malformed values are dropped. */
export function paramsToFilter(params: URLSearchParams): ChequeListFilter {
  const f: ChequeListFilter = {};
  const box = params.get('box');
  if (isChequeBox(box)) f.box = box;
  const stage = params.get('stage');
  if (isChequeStage(stage)) f.stage = stage;
  const status = params.get('status')?.trim();
  if (status && /^[A-Za-z_ ]{2,40}$/.test(status)) f.status = status;
  for (const key of ['from', 'to', 'depositedFrom'] as const) {
    const value = params.get(key);
    if (value && ISO_DAY.test(value)) f[key] = value;
  }
  const q = params.get('q');
  if (q?.trim()) f.q = q.slice(0, 100);
  const sort = params.get('sort');
  if (isSortKey(sort)) f.sort = sort;
  const order = params.get('order');
  if (order === 'asc' || order === 'desc') f.order = order;
  return f;
}
