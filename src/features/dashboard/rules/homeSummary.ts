// The signed-in home page answers "what needs me and how much money is where": per
// stage the number of cheques and their total in agorot (and how many wait for this user), cheques due soon, stale cheques and the
// latest changes. Pure: the page passes the workspace's cheques and today.
import { matchesFilter, type ChequeListFilter, type ListableCheque } from '@/lib/chequeListFilter';
import { CHEQUE_STAGES, chequeStage, type ChequeStage } from '@/lib/chequeStage';
import { countTurns, type ActingUser, type ActionableCheque, type TurnCount } from '@/lib/chequeNextAction';
import { isDeletedCheque } from '@/lib/statuses';
import { chequeTiming, isStaleCheque } from '@/lib/chequeTiming';
import { daysBetween, todayIso } from '@/lib/dates';
import { shekelsToAgorot } from '@/lib/money';
import { newReturnsSince, type NewsCheque } from '@/lib/returns/returnNews';
import { yieldToMain } from '@/lib/yieldToMain';
import { compareCodes } from '@/lib/compareCodes';

/** The home's tiles: the five stages of lib/chequeStage, in their order. */
export const HOME_STAGES = CHEQUE_STAGES;
export type HomeStage = ChequeStage;

/** Stages where a person acts: their tiles lead with what waits for this user. */
export const ACTING_STAGES: ReadonlySet<HomeStage> = new Set(['toHandle', 'signing', 'needsAttention']);

export interface StageSummary extends TurnCount {
  stage: HomeStage;
  count: number;
  /** Exact sum of the amounts, integer agorot. */
  agorot: number;
}

/** How many days ahead "due soon" looks. */
export const DUE_SOON_DAYS = 7;

/** Cheques whose due date still matters: not yet handed to the bank. */
const DUE_WATCH = new Set(['NEW', 'UNKNOWN', 'AWAITING_DEPOSIT', 'AWAITING_DELIVERY', 'AWAITING_DELIVERY_CI3', 'AWAITING_DELIVERY_DEPOSIT']);

export type HomeCheque = ListableCheque & ActionableCheque & { signingStatus?: string; isDeleted?: boolean };

/** Soonest due date first (ties keep the list's order: the sort is stable). */
export const byCheckDate = (a: HomeCheque, b: HomeCheque): number => compareCodes(String(a.checkDate), String(b.checkDate));

/** The first day of today's month, ISO. */
export function monthStart(today: string = todayIso()): string {
  return `${today.slice(0, 7)}-01`;
}

/**
 * The cheque list filter behind a stage's tile: the stage itself, and for "done" only what was
 * deposited this month (all time would only grow). The tile counts exactly what this filter lists.
 */
export function stageFilter(stage: HomeStage, today: string = todayIso()): ChequeListFilter {
  return stage === 'done' ? { stage, depositedFrom: monthStart(today) } : { stage };
}

/** Whether a cheque is behind a stage's tile: the list's own filter decides (one rule, not two). */
export function inStage(c: HomeCheque, stage: HomeStage, today: string = todayIso()): boolean {
  return matchesFilter(c, stageFilter(stage, today));
}

/**
 * Per stage, in HOME_STAGES order (every stage, also when empty): count and total, and whose turn.
 * One pass: a cheque can only be behind the tile of its own stage (the stage filter asks for it), so
 * each is tested against that one filter instead of all five (a workspace of 50,000 cheques).
 */
export function summariseStages(cheques: readonly HomeCheque[], who: ActingUser, today: string = todayIso()): StageSummary[] {
  const members = new Map<HomeStage, HomeCheque[]>(HOME_STAGES.map((stage) => [stage, []]));
  for (const c of cheques) {
    const stage = chequeStage(c);
    if (inStage(c, stage, today)) members.get(stage)?.push(c);
  }
  return HOME_STAGES.map((stage) => {
    const of = members.get(stage) ?? [];
    const agorot = of.reduce((sum, c) => sum + (shekelsToAgorot(c.amount) ?? 0), 0);
    return { stage, count: of.length, agorot, ...countTurns(of, who) };
  });
}

/** Not yet at the bank and due from today to `days` ahead, soonest first. */
export function dueSoon<T extends HomeCheque>(cheques: readonly T[], today: string = todayIso(), days: number = DUE_SOON_DAYS): T[] {
  return cheques
    .filter((c) => {
      if (isDeletedCheque(c) || !DUE_WATCH.has(c.status)) return false;
      const until = daysBetween(today, c.checkDate);
      return until !== null && until >= 0 && until <= days;
    })
    .sort(byCheckDate);
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
    .sort(byCheckDate);
}

/** Stale, or going stale within the warning window (chequeTiming's `soon`), for a heads-up. */
export function goingStale(c: HomeCheque, today: string = todayIso()): boolean {
  // The status first: it is cheap, and most of a large workspace is not watched (no date arithmetic for them).
  if (!DUE_WATCH.has(c.status)) return false;
  const timing = chequeTiming(c.checkDate, today);
  return !!timing && timing.kind === 'cashable' && timing.soon;
}

/**
 * The latest changes: cheques by the time they last changed, newest first (ties in the list's
 * order). One pass keeping the newest `count`: sorting a whole workspace of 50,000 cheques to
 * show six took longer than the rest of the home.
 */
export function recentActivity<T extends HomeCheque>(cheques: readonly T[], count = 6): T[] {
  const changed = (c: HomeCheque) => c.updatedAt || c.createdAt || '';
  const newest: T[] = [];
  if (count <= 0) return newest;
  for (const c of cheques) {
    const at = changed(c);
    if (newest.length === count && compareCodes(at, changed(newest[count - 1])) <= 0) continue;
    // After every kept one as new or newer: a tie keeps the list's order, as a stable sort would.
    let i = newest.length;
    while (i > 0 && compareCodes(at, changed(newest[i - 1])) > 0) i -= 1;
    newest.splice(i, 0, c);
    if (newest.length > count) newest.pop();
  }
  return newest;
}

/** Everything the home shows of a workspace's cheques. */
export interface HomeSummary<T extends HomeCheque = HomeCheque> {
  stages: StageSummary[];
  /** dueSoon. */
  due: T[];
  /** Stale cheques (staleCheques), then those going stale (goingStale) in the list's order. */
  stale: T[];
  /** recentActivity. */
  recent: T[];
  /** Returns that came since the return desk was last seen (lib/returns/returnNews). */
  newReturns: number;
}

/** The summary's parts, its stale and going-stale cheques apart (homeSummaryInSlices.ts joins parts). */
export interface HomeParts<T extends HomeCheque = HomeCheque> extends HomeSummary<T> {
  going: T[];
}

/** The home's parts of `cheques`: each by its own rule above. */
export function homeParts<T extends HomeCheque & NewsCheque>(cheques: readonly T[], who: ActingUser, today: string, seenAt: string | null): HomeParts<T> {
  return {
    stages: summariseStages(cheques, who, today),
    due: dueSoon(cheques, today),
    stale: staleCheques(cheques, today),
    going: cheques.filter((c) => goingStale(c, today)),
    recent: recentActivity(cheques),
    newReturns: newReturnsSince(cheques, seenAt),
  };
}

/** The summary of parts: the stale cheques, then those going stale. */
export function homeSummaryOf<T extends HomeCheque>({ going, ...parts }: HomeParts<T>): HomeSummary<T> {
  return { ...parts, stale: [...parts.stale, ...going] };
}

/** The home's summary in one pass over `cheques` (homeSummaryInSlices.ts: the same, a slice at a time). */
export function summariseHome<T extends HomeCheque & NewsCheque>(cheques: readonly T[], who: ActingUser, today: string, seenAt: string | null): HomeSummary<T> {
  return homeSummaryOf(homeParts(cheques, who, today, seenAt));
}

/** What homeSummaryInSlices.ts needs to make the parts of this user's, today's and seenAt's summary. */
export const sliceRules = <T extends HomeCheque & NewsCheque>(who: ActingUser, today: string, seenAt: string | null) => ({
  partsOf: (slice: readonly T[]) => homeParts(slice, who, today, seenAt),
  byCheckDate,
  recentActivity: recentActivity<T>,
  yieldNow: yieldToMain,
});
