// The drawers of a workspace's cheques and their returns: the payers screen, and the warning when
// another cheque of a drawer with a return comes in. Cheques Without Cover Law 1981: 10 or more
// cheques refused for lack of funds within 12 months, at least 15 days between the first and the
// last, restrict the account (docs/cheque-law.md). The workspace sees only its own cheques, so its
// count is a floor; the cheque's own restrictedAccount flag (the backend's) is the authority.
import { addMonths } from '../dates';
import { shekelsToAgorot } from '../money';
import { isDeletedCheque } from '../statuses';
import { chequeDrawer, type Drawer, type DrawerFields } from './drawer';
import { chequeNotes, type CommentLike } from './returnNotes';
import { returnDays, returnReason, type ReturnedChequeFields } from './returnedCheque';

export const RESTRICTION_RETURNS = 10;
export const RESTRICTION_WINDOW_MONTHS = 12;
export const RESTRICTION_MIN_SPAN_DAYS = 15;

/** Within the last 12 months: from the day 12 months ago (included) to today. */
export function withinTwelveMonths(day: string, today: string): boolean {
  return day >= addMonths(today, -RESTRICTION_WINDOW_MONTHS) && day <= today;
}

/** The returns (ISO days) that fall within the last 12 months. */
export function returnsInTwelveMonths(days: readonly string[], today: string): number {
  return days.filter((d) => withinTwelveMonths(d, today)).length;
}

const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

/**
 * The law's test on the returns for lack of funds (ISO days): at least 10 within the last 12
 * months, the first and the last at least 15 days apart.
 */
export function meetsRestrictionTest(noFundsDays: readonly string[], today: string): boolean {
  const inWindow = noFundsDays.filter((d) => withinTwelveMonths(d, today)).sort();
  if (inWindow.length < RESTRICTION_RETURNS) return false;
  return dayNumber(inWindow[inWindow.length - 1]) - dayNumber(inWindow[0]) >= RESTRICTION_MIN_SPAN_DAYS;
}

export interface HistoryCheque extends DrawerFields, ReturnedChequeFields {
  checkId: string;
  amount: number | string;
  payee?: string | null;
  payeePhone?: string | null;
  restrictedAccount?: boolean | null;
  isDeleted?: boolean | null;
  comments?: readonly CommentLike[] | null;
}

export interface DrawerSummary {
  drawer: Drawer;
  /** The names the business knows the drawer by (the cheques' payee field), most used first. */
  names: string[];
  /** A phone one of its cheques carries (for the contact links). */
  phone: string | null;
  cheques: number;
  totalAgorot: number;
  /** Returns within the last 12 months. */
  returnsInYear: number;
  /** The latest return day, ever. */
  lastReturnDay: string | null;
  /** Flagged by the backend on a cheque, returned for a restricted account, or meeting the law's test here. */
  restricted: boolean;
}

interface Acc {
  drawer: Drawer;
  names: Map<string, number>;
  phone: string | null;
  cheques: number;
  totalAgorot: number;
  returnDays: string[];
  noFundsDays: string[];
  flagged: boolean;
}

/** One pass over the cheques: a summary per drawer (cheques without a readable drawer are left out). */
export function drawerSummaries(cheques: readonly HistoryCheque[], today: string): Map<string, DrawerSummary> {
  const byKey = new Map<string, Acc>();
  for (const cheque of cheques) {
    if (isDeletedCheque(cheque)) continue;
    const drawer = chequeDrawer(cheque);
    if (!drawer) continue;
    let acc = byKey.get(drawer.key);
    if (!acc) {
      acc = { drawer, names: new Map(), phone: null, cheques: 0, totalAgorot: 0, returnDays: [], noFundsDays: [], flagged: false };
      byKey.set(drawer.key, acc);
    }
    acc.cheques += 1;
    acc.totalAgorot += shekelsToAgorot(cheque.amount) ?? 0;
    const name = typeof cheque.payee === 'string' ? cheque.payee.trim() : '';
    if (name) acc.names.set(name, (acc.names.get(name) ?? 0) + 1);
    if (!acc.phone && typeof cheque.payeePhone === 'string' && cheque.payeePhone.trim()) acc.phone = cheque.payeePhone.trim();
    if (cheque.restrictedAccount === true) acc.flagged = true;
    const notes = chequeNotes(cheque.comments);
    const days = returnDays(cheque, notes);
    if (!days.length) continue;
    acc.returnDays.push(...days);
    for (const note of notes) {
      if (note.kind !== 'bankReturn' || !note.day) continue;
      const reason = returnReason(note.detail);
      if (reason === 'noFunds') acc.noFundsDays.push(note.day);
      if (reason === 'restricted') acc.flagged = true;
    }
  }
  const out = new Map<string, DrawerSummary>();
  for (const [key, acc] of byKey) {
    out.set(key, {
      drawer: acc.drawer,
      names: [...acc.names.entries()].sort((a, b) => b[1] - a[1]).map(([n]) => n),
      phone: acc.phone,
      cheques: acc.cheques,
      totalAgorot: acc.totalAgorot,
      returnsInYear: returnsInTwelveMonths(acc.returnDays, today),
      lastReturnDay: acc.returnDays.length ? acc.returnDays.reduce((a, b) => (a > b ? a : b)) : null,
      restricted: acc.flagged || meetsRestrictionTest(acc.noFundsDays, today),
    });
  }
  return out;
}

export type DrawerWarning = { returnsInYear: number; restricted: boolean };

/**
 * Said before a new cheque of this drawer is created or deposited: it came back within 12 months,
 * or its account is restricted (this cheque's own flag counts too). Null: nothing to say.
 */
export function drawerWarning(summary: DrawerSummary | null | undefined, ownFlag?: boolean | null): DrawerWarning | null {
  const returnsInYear = summary?.returnsInYear ?? 0;
  const restricted = ownFlag === true || !!summary?.restricted;
  return returnsInYear > 0 || restricted ? { returnsInYear, restricted } : null;
}
