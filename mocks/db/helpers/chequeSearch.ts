// GET /api/check/search/{ws}: the query of docs/backend-contract.md ("Cheques") as the mock
// answers it. Boxes (section 2: all, sent, inbox, archive) and the ALL_ groups (section 4) are the
// team's reading, documented there: archive = finished (received, rejected, deleted); sent = on
// its way (delivery, or sent for signature); inbox = the rest; all = everything not deleted.
import { agorotOf, shekelsText } from './money';

const ALL_GROUPS: Record<string, readonly string[]> = {
  ALL_NEW: ['NEW'],
  ALL_SENT: ['AWAITING_DELIVERY', 'AWAITING_DELIVERY_CI3', 'AWAITING_DELIVERY_DEPOSIT'],
  ALL_AWAITING: ['AWAITING_DEPOSIT', 'AWAITING_CI3', 'AWAITING_BANK', 'AWAITING_BANK_ACK', 'PROCESSING_DEPOSIT'],
  ALL_DONE: ['RECEIVED_BANK', 'RECEIVED_CI3', 'RECEIVED_DEPOSIT'],
  ALL_REJECTED: ['REJECTED_BANK', 'REJECTED'],
};
const FINISHED = new Set([...ALL_GROUPS.ALL_DONE, ...ALL_GROUPS.ALL_REJECTED, 'DELETED']);
const ON_ITS_WAY = new Set([...ALL_GROUPS.ALL_SENT, 'SENT']);
const STATUS_ORDER = ['NONE', 'NEW', 'AWAITING_DEPOSIT', 'AWAITING_CI3', 'AWAITING_BANK', 'AWAITING_BANK_ACK', 'RECEIVED_BANK', 'RECEIVED_CI3', 'RECEIVED_DEPOSIT', 'REJECTED_BANK', 'REJECTED', 'PROCESSING_DEPOSIT', 'AWAITING_DELIVERY', 'AWAITING_DELIVERY_CI3', 'AWAITING_DELIVERY_DEPOSIT', 'DELETED', 'UNKNOWN'];
const SORTS = ['checkNumber', 'payee', 'amount', 'checkDate', 'status', 'signingStatus', 'createdAt', 'depositDate', 'sendingMethod', 'bank'] as const;
type Sort = (typeof SORTS)[number];

export interface Searchable {
  amount: number | string;
  status: string;
  isDeleted?: boolean;
  checkNumber?: string;
  payee?: string;
  payeePhone?: string;
  checkDate?: string;
  createdAt?: string;
  depositDate?: string;
  updatedAt?: string;
  signingStatus?: string;
  sendingMethod?: string;
  bank?: string;
  branch?: string;
  account?: string;
  micr?: string;
  tags?: Array<{ name: string }>;
}

const gone = (c: Searchable) => !!c.isDeleted || c.status === 'DELETED';
const day = (v: string | null | undefined) => (v ?? '').slice(0, 10);
const isoDay = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');

function inBox(c: Searchable, box: string | null): boolean {
  const sent = ON_ITS_WAY.has(c.status) || c.signingStatus === 'SENT';
  if (box === 'archive') return gone(c) || FINISHED.has(c.status);
  if (gone(c)) return false;
  if (box === 'sent') return sent;
  if (box === 'inbox') return !FINISHED.has(c.status) && !sent;
  return true;
}

function text(c: Searchable): string {
  const agorot = agorotOf(c.amount);
  return [c.checkNumber, c.payee, c.payeePhone, c.bank, c.branch, c.account, c.micr, agorot === null ? '' : shekelsText(agorot), ...(c.tags ?? []).map((t) => t.name)]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
}

function sortKey(c: Searchable, sort: Sort): string | number {
  if (sort === 'amount') return agorotOf(c.amount) ?? 0;
  if (sort === 'checkNumber') return Number(c.checkNumber) || 0;
  if (sort === 'status') return STATUS_ORDER.indexOf(c.status) < 0 ? STATUS_ORDER.length : STATUS_ORDER.indexOf(c.status);
  if (sort === 'bank') return `${(c.bank ?? '').padStart(3, '0')}-${(c.branch ?? '').padStart(3, '0')}-${c.account ?? ''}`;
  return (c[sort] ?? '').toLowerCase();
}

const collator = new Intl.Collator('he', { numeric: true, sensitivity: 'base' });

/** The cheques the query finds, sorted (newest first by default; empty values last). */
export function searchCheques<T extends Searchable>(rows: readonly T[], query: URLSearchParams): T[] {
  const box = query.get('box');
  const status = query.get('status')?.trim() ?? '';
  const statuses = status ? (ALL_GROUPS[status] ?? [status]) : null;
  const from = isoDay(query.get('from'));
  const to = isoDay(query.get('to'));
  const depositedFrom = isoDay(query.get('depositedFrom'));
  const words = (query.get('q') ?? '').slice(0, 100).trim().toLowerCase().split(/\s+/).filter(Boolean);
  const found = rows.filter((c) => {
    if (!inBox(c, box) || (statuses && !statuses.includes(c.status))) return false;
    if ((from || to) && (!day(c.checkDate) || (from && day(c.checkDate) < from) || (to && day(c.checkDate) > to))) return false;
    if (depositedFrom && !(ALL_GROUPS.ALL_DONE.includes(c.status) && (day(c.depositDate) || day(c.updatedAt)) >= depositedFrom)) return false;
    return words.every((w) => text(c).includes(w));
  });
  const sortParam = query.get('sort');
  const sort: Sort = (SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as Sort) : 'createdAt';
  const direction = query.get('order') === 'asc' ? 1 : -1;
  // ISO dates and padded bank numbers sort as text; names need the (slower) collator.
  const byName = sort === 'payee' || sort === 'signingStatus' || sort === 'sendingMethod';
  const keyed = found.map((c, i) => ({ c, i, k: sortKey(c, sort) }));
  keyed.sort((a, b) => {
    if ((a.k === '') !== (b.k === '')) return a.k === '' ? 1 : -1;
    const cmp = typeof a.k === 'number' && typeof b.k === 'number' ? a.k - b.k : byName ? collator.compare(String(a.k), String(b.k)) : a.k < b.k ? -1 : a.k > b.k ? 1 : 0;
    return cmp === 0 ? a.i - b.i : cmp * direction;
  });
  return keyed.map((k) => k.c);
}
