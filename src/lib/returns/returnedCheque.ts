// A returned cheque: when it came back, why, what the business did since, and what is still
// possible. Read from the cheque itself (status and comments, returnNotes.ts) and, when a screen
// has it, the deposit feedback's reason for the cheque (GET /api/deposits/getDepositChecks).
import { daysBetween, isoDay } from '../dates';
import { chequeTiming } from '../chequeTiming';
import { chequeNotes, type ChequeNote, type CommentLike } from './returnNotes';
import { isReturnStatus } from './returnStatus';

export { RETURN_STATUSES, isReturnStatus } from './returnStatus';

/** The reasons Israeli banks give for a return, as far as the client tells them apart. */
export const RETURN_REASONS = ['noFunds', 'restricted', 'closed', 'stopped', 'signature', 'early', 'stale', 'micr', 'manual', 'other', 'unknown'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

// The bank's words (feedback files are in Hebrew; English for a test bank), first match wins:
// "restricted" before "funds" ("חשבון מוגבל" is never a lack of funds for the restriction count).
const REASON_WORDS: ReadonlyArray<[ReturnReason, RegExp]> = [
  ['restricted', /מוגבל|restricted/i],
  ['noFunds', /כיסוי|insufficient|no funds|\bnsf\b/i],
  ['closed', /סגור|closed/i],
  ['stopped', /ביטול|stop/i],
  ['signature', /חתימ|signature/i],
  ['early', /טרם זמנו|before (its )?time|post-?dated/i],
  ['stale', /ישן|stale|expired/i],
  ['micr', /micr/i],
];

/** The reason a bank's text names; 'unknown' when there is no text, 'other' when none matches. */
export function returnReason(text: string | null | undefined): ReturnReason {
  const words = typeof text === 'string' ? text.trim() : '';
  if (!words) return 'unknown';
  return REASON_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? 'other';
}

export type ReturnState = 'open' | 'contacted' | 'sentForCollection' | 'paidOtherwise';

export interface ReturnedChequeFields {
  status: string;
  checkDate?: string | null;
  updatedAt?: string | null;
  depositDate?: string | null;
  comments?: readonly CommentLike[] | null;
}

export interface ChequeReturn {
  /** ISO day it came back: the return note's day, else the day the cheque last changed. */
  returnDay: string | null;
  reason: ReturnReason;
  /** The bank's own words, shown when the reason is 'other' (and in the evidence page). */
  reasonText: string;
  /** What the business did since the latest return. */
  state: ReturnState;
  /** The "paid another way" note's detail (amount, day, means), when paid. */
  paidDetail: string | null;
  /** Returns of this cheque so far (a cheque deposited again may come back again). */
  timesReturned: number;
}

const isReturnNote = (note: ChequeNote) => note.kind === 'bankReturn' || note.kind === 'manualReject';

/** The return days of one cheque: each return note's, or its last change while it stands returned without one. */
export function returnDays(cheque: ReturnedChequeFields, notes: ChequeNote[] = chequeNotes(cheque.comments)): string[] {
  const days = notes
    .filter(isReturnNote)
    .map((n) => n.day)
    .filter((d): d is string => !!d);
  if (!days.length && isReturnStatus(cheque.status)) {
    const day = isoDay(cheque.updatedAt ?? null) ?? isoDay(cheque.depositDate ?? null);
    if (day) days.push(day);
  }
  return days;
}

/**
 * The latest return of a cheque that stands returned; null for any other status. The reason
 * comes from the return note, else from the deposit feedback (`feedbackReason`), else unknown.
 */
export function chequeReturn(cheque: ReturnedChequeFields, feedbackReason?: string | null): ChequeReturn | null {
  if (!isReturnStatus(cheque.status)) return null;
  const notes = chequeNotes(cheque.comments);
  const returns = notes.filter(isReturnNote);
  const latest = returns.at(-1);
  // What was done after the latest return (notes are oldest first).
  const after = latest ? notes.slice(notes.indexOf(latest) + 1) : notes;
  const bankWords = latest?.kind === 'bankReturn' ? latest.detail : '';
  const reasonText = bankWords || (feedbackReason ?? '').trim();
  const reason = latest?.kind === 'manualReject' && !feedbackReason ? 'manual' : returnReason(reasonText);
  const paid = after.filter((n) => n.kind === 'paidOtherwise').at(-1);
  const state: ReturnState = paid
    ? 'paidOtherwise'
    : after.some((n) => n.kind === 'sentForCollection')
      ? 'sentForCollection'
      : after.some((n) => n.kind === 'contacted')
        ? 'contacted'
        : 'open';
  const fallbackDay = isoDay(cheque.updatedAt ?? null) ?? isoDay(cheque.depositDate ?? null);
  return {
    returnDay: latest?.day ?? fallbackDay,
    reason,
    reasonText,
    state,
    paidDetail: paid ? paid.detail : null,
    timesReturned: Math.max(returns.length, 1),
  };
}

/** Whole days from the return to today (0 on the day itself); null without a return day. */
export function daysSinceReturn(returnDay: string | null | undefined, today: string): number | null {
  const days = daysBetween(returnDay ?? null, today);
  return days === null ? null : Math.max(days, 0);
}

export type RedepositOutlook =
  /** May go to the bank again until `lastDay` (`daysLeft` 0: today is the last day). */
  | { kind: 'valid'; lastDay: string; daysLeft: number }
  /** Came back as deposited before its time: may go again from its due day. */
  | { kind: 'fromDueDay'; dueDay: string; lastDay: string }
  /** More than six months past its date: never again (the stale rule, lib/chequeTiming). */
  | { kind: 'stale'; lastDay: string }
  /** Paid another way: nothing to deposit. */
  | { kind: 'settled' }
  | { kind: 'noDueDate' };

/** Whether a returned cheque may be deposited again, by the cheque rules (six months from its date). */
export function redepositOutlook(cheque: ReturnedChequeFields, state: ReturnState, today: string): RedepositOutlook {
  if (state === 'paidOtherwise') return { kind: 'settled' };
  const timing = chequeTiming(cheque.checkDate ?? null, today);
  if (!timing) return { kind: 'noDueDate' };
  if (timing.kind === 'stale') return { kind: 'stale', lastDay: timing.lastDay };
  if (timing.kind === 'postDated') return { kind: 'fromDueDay', dueDay: timing.dueDay, lastDay: timing.lastDay };
  return { kind: 'valid', lastDay: timing.lastDay, daysLeft: timing.daysLeft };
}

/** Age bands of the desk's filter, in days since the return. */
export const AGE_BANDS = ['all', 'week', 'month', 'older'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** Within the band: a week is 0-7 days, a month 0-30, older 31 and more. */
export function inAgeBand(days: number | null, band: AgeBand): boolean {
  if (band === 'all') return true;
  if (days === null) return band === 'older';
  if (band === 'week') return days <= 7;
  if (band === 'month') return days <= 30;
  return days > 30;
}
