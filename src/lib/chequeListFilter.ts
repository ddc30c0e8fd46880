// The cheque lists' filters and sorting (spec section 2: all, sent, inbox, archive; section 4: the
// statuses and the ALL_ filters). One pure definition serves the client (instant narrowing of the
// loaded rows while the server answers) and the mock backend (GET /api/check/search/{ws}). The
// lists' order and the filter read back from a URL are in ./chequeListOrder: the signed-in home
// (which filters and links) loads this file without them.
import { agorotToShekels, shekelsToAgorot } from './money';
import { isDeletedCheque, statusesForFilter } from './statuses';
import { chequeStage, type ChequeStage } from './chequeStage';
import { yieldToMain } from './yieldToMain';

export const CHEQUE_BOXES = ['all', 'sent', 'inbox', 'archive'] as const;
export type ChequeBox = (typeof CHEQUE_BOXES)[number];

export const SORT_KEYS = [
  'checkNumber',
  'payee',
  'amount',
  'checkDate',
  'status',
  'signingStatus',
  'createdAt',
  'depositDate',
  'sendingMethod',
  'bank',
] as const;
export type ChequeSortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

export interface ChequeListFilter {
  box?: ChequeBox;
  /** One of the five stages (lib/chequeStage): the first filter a person reaches for. */
  stage?: ChequeStage;
  /** A status of section 4 or an ALL_ aggregate. */
  status?: string;
  /** Due date range, ISO 'YYYY-MM-DD', both ends included. */
  from?: string;
  to?: string;
  /** Deposited (received by the bank) on or after this ISO day: the home page's "deposited this month". */
  depositedFrom?: string;
  q?: string;
  sort?: ChequeSortKey;
  order?: SortOrder;
}

export interface ListableCheque {
  checkId: string;
  amount: number | string;
  status: string;
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
  isDeleted?: boolean;
  tags?: Array<{ name: string }>;
}

// The spec names the areas but not their members; ours, by where the cheque is:
// archive = finished (received, rejected, deleted); sent = on its way to the payee;
// inbox = everything still to be handled here; all = everything but deleted cheques.
const ARCHIVED = new Set(['RECEIVED_BANK', 'RECEIVED_CI3', 'RECEIVED_DEPOSIT', 'REJECTED_BANK', 'REJECTED', 'DELETED']);
const SENT = new Set(['AWAITING_DELIVERY', 'AWAITING_DELIVERY_CI3', 'AWAITING_DELIVERY_DEPOSIT', 'SENT']);

export function inBox(c: ListableCheque, box: ChequeBox | undefined): boolean {
  switch (box) {
    case 'archive':
      return isDeletedCheque(c) || ARCHIVED.has(c.status);
    case 'sent':
      return !isDeletedCheque(c) && (SENT.has(c.status) || c.signingStatus === 'SENT');
    case 'inbox':
      return !isDeletedCheque(c) && !ARCHIVED.has(c.status) && !SENT.has(c.status) && c.signingStatus !== 'SENT';
    default:
      return !isDeletedCheque(c);
  }
}

const searchText = new WeakMap<object, string>();

/** What free text is matched against: number, payee, phone, bank details, MICR, amount, tags. */
function haystack(c: ListableCheque): string {
  let text = searchText.get(c);
  if (text === undefined) {
    const agorot = shekelsToAgorot(c.amount);
    const amount = agorot === null ? '' : agorotToShekels(agorot);
    text = [c.checkNumber, c.payee, c.payeePhone, c.bank, c.branch, c.account, c.micr, amount, ...(c.tags ?? []).map((t) => t.name)]
      .filter(Boolean)
      .join('\u0001')
      .toLowerCase();
    searchText.set(c, text);
  }
  return text;
}

/** How long one slice of search texts is made before the browser gets the thread back. */
const SLICE_MS = 8;

/**
 * Makes the free-text search's lowercase text of every cheque ahead, a slice at a time between the
 * browser's own work, so that the first letter typed into a list of 50,000 cheques only compares.
 * Stops when `stale()` says the list was replaced.
 */
export async function prepareSearch(cheques: readonly ListableCheque[], stale: () => boolean = () => false): Promise<void> {
  let sliceStart = performance.now();
  for (let i = 0; i < cheques.length; i += 1) {
    haystack(cheques[i]);
    if (i % 64 === 63 && performance.now() - sliceStart > SLICE_MS) {
      await yieldToMain();
      if (stale()) return;
      sliceStart = performance.now();
    }
  }
}

/** Day of an ISO date or date-time string; '' when absent. */
function dayOf(value: string | undefined): string {
  return typeof value === 'string' ? value.slice(0, 10) : '';
}

const DEPOSITED = new Set(statusesForFilter('ALL_DONE'));

/** Received by the bank (the ALL_DONE group). */
export function isDeposited(c: Pick<ListableCheque, 'status'>): boolean {
  return DEPOSITED.has(c.status);
}

/** The day a cheque was deposited: its deposit date, else the day it last changed. */
export function depositDay(c: Pick<ListableCheque, 'depositDate' | 'updatedAt'>): string {
  return dayOf(c.depositDate) || dayOf(c.updatedAt);
}

export function matchesFilter(c: ListableCheque, f: ChequeListFilter): boolean {
  return filterTest(f)(c);
}

/**
 * matchesFilter with `f` read once: the search's words split and the status group looked up
 * before the first cheque, not again for each of 50,000 (an array a cheque, most of a letter's
 * filtering time besides the search texts).
 */
export function filterTest(f: ChequeListFilter): (c: ListableCheque) => boolean {
  const { box, stage, from, to, depositedFrom } = f;
  const statuses = f.status ? statusesForFilter(f.status) : null;
  const q = f.q?.trim().toLowerCase();
  const words = q ? q.split(/\s+/) : [];
  return (c) => {
    if (!inBox(c, box)) return false;
    if (stage && chequeStage(c) !== stage) return false;
    if (statuses && !statuses.includes(c.status)) return false;
    if (from || to) {
      const day = dayOf(c.checkDate);
      if (!day || (from && day < from) || (to && day > to)) return false;
    }
    if (depositedFrom && !(isDeposited(c) && depositDay(c) >= depositedFrom)) return false;
    if (words.length) {
      const text = haystack(c);
      for (const word of words) if (!text.includes(word)) return false;
    }
    return true;
  };
}

/** The filter as query parameters (empty values left out), for the URL and for the server. */
export function filterToParams(f: ChequeListFilter): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ['box', 'stage', 'status', 'from', 'to', 'depositedFrom', 'q', 'sort', 'order'] as const) {
    const value = f[key]?.trim();
    if (value) params[key] = value;
  }
  return params;
}
