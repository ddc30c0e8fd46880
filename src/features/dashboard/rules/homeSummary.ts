// The signed-in home page answers "what needs me and how much money is where": per
// stage the number of cheques and their total in agorot, cheques due soon, stale cheques and the
// latest changes. Pure: the page passes the workspace's cheques and today.
import { depositDay, isDeposited, type ChequeListFilter, type ListableCheque } from '@/lib/chequeListFilter';
import { isDeletedCheque } from '@/lib/statuses';
import { chequeTiming, isStaleCheque } from '@/lib/chequeTiming';
import { daysBetween, todayIso } from '@/lib/dates';
import { shekelsToAgorot } from '@/lib/money';
import { isAwaitingSignature, statusesForFilter } from '@/lib/statuses';

export const HOME_STAGES = ['toSign', 'toDeposit', 'atBank', 'rejected', 'depositedThisMonth'] as const;
export type HomeStage = (typeof HOME_STAGES)[number];

export interface StageSummary {
  stage: HomeStage;
  count: number;
  /** Exact sum of the amounts, integer agorot. */
  agorot: number;
}

/** How many days ahead "due soon" looks. */
export const DUE_SOON_DAYS = 7;

/** Cheques whose due date still matters: not yet handed to the bank. */
const DUE_WATCH = new Set(['NEW', 'UNKNOWN', 'AWAITING_DEPOSIT', 'AWAITING_DELIVERY', 'AWAITING_DELIVERY_CI3', 'AWAITING_DELIVERY_DEPOSIT']);
const AT_BANK = new Set(statusesForFilter('ALL_AWAITING'));
const REJECTED = new Set(statusesForFilter('ALL_REJECTED'));

export type HomeCheque = ListableCheque & { signingStatus?: string; isDeleted?: boolean };

/** The first day of today's month, ISO. */
export function monthStart(today: string = todayIso()): string {
  return `${today.slice(0, 7)}-01`;
}

/** Whether a cheque belongs to a stage (stages overlap: a new unsigned cheque is to sign and to deposit). */
export function inStage(c: HomeCheque, stage: HomeStage, today: string = todayIso()): boolean {
  if (isDeletedCheque(c)) return false;
  switch (stage) {
    case 'toSign':
      return isAwaitingSignature(c);
    case 'toDeposit':
      return c.status === 'NEW';
    case 'atBank':
      return AT_BANK.has(c.status);
    case 'rejected':
      return REJECTED.has(c.status);
    case 'depositedThisMonth': {
      const day = depositDay(c);
      return isDeposited(c) && day >= monthStart(today) && day <= today;
    }
  }
}

/** Count and total per stage, in HOME_STAGES order (every stage, also when empty). */
export function summariseStages(cheques: readonly HomeCheque[], today: string = todayIso()): StageSummary[] {
  return HOME_STAGES.map((stage) => {
    let count = 0;
    let agorot = 0;
    for (const c of cheques) {
      if (!inStage(c, stage, today)) continue;
      count += 1;
      agorot += shekelsToAgorot(c.amount) ?? 0;
    }
    return { stage, count, agorot };
  });
}

/**
 * The cheque list filter that shows a stage ('toSign' has its own page, so none). The list's
 * statuses match the stage exactly; "deposited this month" adds the deposit-day filter.
 */
export function stageFilter(stage: Exclude<HomeStage, 'toSign'>, today: string = todayIso()): ChequeListFilter {
  switch (stage) {
    case 'toDeposit':
      return { status: 'NEW' };
    case 'atBank':
      return { status: 'ALL_AWAITING' };
    case 'rejected':
      return { status: 'ALL_REJECTED' };
    case 'depositedThisMonth':
      return { status: 'ALL_DONE', depositedFrom: monthStart(today) };
  }
}

/** Not yet at the bank and due from today to `days` ahead, soonest first. */
export function dueSoon<T extends HomeCheque>(cheques: readonly T[], today: string = todayIso(), days: number = DUE_SOON_DAYS): T[] {
  return cheques
    .filter((c) => {
      if (isDeletedCheque(c) || !DUE_WATCH.has(c.status)) return false;
      const until = daysBetween(today, c.checkDate);
      return until !== null && until >= 0 && until <= days;
    })
    .sort((a, b) => String(a.checkDate).localeCompare(String(b.checkDate)));
}

/** The list filter of "due soon": due dates from today to `days` ahead, soonest first. */
export function dueSoonFilter(today: string = todayIso(), days: number = DUE_SOON_DAYS): ChequeListFilter {
  const to = new Date(`${today}T12:00:00Z`);
  to.setUTCDate(to.getUTCDate() + days);
  return { from: today, to: to.toISOString().slice(0, 10), sort: 'checkDate', order: 'asc' };
}

/** Stale cheques whose age still matters (see chequeTiming.ts), oldest first. */
export function staleCheques<T extends HomeCheque>(cheques: readonly T[], today: string = todayIso()): T[] {
  return cheques
    .filter((c) => !isDeletedCheque(c) && isStaleCheque(c, today))
    .sort((a, b) => String(a.checkDate).localeCompare(String(b.checkDate)));
}

/** Stale, or going stale within the warning window (chequeTiming's `soon`), for a heads-up. */
export function goingStale(c: HomeCheque, today: string = todayIso()): boolean {
  const timing = chequeTiming(c.checkDate, today);
  return !!timing && timing.kind === 'cashable' && timing.soon && DUE_WATCH.has(c.status);
}

/** The latest changes: cheques by the time they last changed, newest first. */
export function recentActivity<T extends HomeCheque>(cheques: readonly T[], count = 6): T[] {
  const changed = (c: HomeCheque) => c.updatedAt || c.createdAt || '';
  return [...cheques].sort((a, b) => changed(b).localeCompare(changed(a))).slice(0, count);
}
