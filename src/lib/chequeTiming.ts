// When a cheque can be cashed. Israeli banks honour a cheque for six months from its date
// (Bank of Israel rules; the client calls it "stale" after that and the bank may refuse it);
// a cheque dated in the future (post-dated, "צ׳ק דחוי") cannot be cashed before its date.
import { addMonths, daysBetween, parseDate, todayIso } from './dates';
import { dayText } from './dayText';

export const STALE_AFTER_MONTHS = 6;
/** From this many days before its last day a cheque is "about to go stale" (docs/cheque-law.md). */
export const STALE_SOON_DAYS = 30;

/**
 * Statuses where staleness still matters: the cheque has not reached the bank (or came back
 * from it and may be deposited again). Once at or through the bank its age no longer matters.
 */
export const STALE_WATCH_STATUSES: readonly string[] = [
  'NONE',
  'NEW',
  'UNKNOWN',
  'AWAITING_DEPOSIT',
  'AWAITING_DELIVERY',
  'AWAITING_DELIVERY_CI3',
  'AWAITING_DELIVERY_DEPOSIT',
  'REJECTED',
  'REJECTED_BANK',
];

function dayOf(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const typed = parseDate(value);
  if (typed) return typed;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim())?.[1];
  return iso && dayText(iso) ? iso : null;
}

/**
 * The last day a cheque may be cashed: six calendar months after its date (31-08 -> 28/29-02,
 * the end of the shorter month). Null when the date is not a date.
 */
export function lastCashableDay(checkDate: string | null | undefined): string | null {
  const day = dayOf(checkDate);
  return day ? addMonths(day, STALE_AFTER_MONTHS) : null;
}

/** More than six months past its date: the day after the last cashable day and on. */
export function isStale(checkDate: string | null | undefined, today: string = todayIso()): boolean {
  const last = lastCashableDay(checkDate);
  return last !== null && today > last;
}

export type ChequeTiming =
  /** Dated in the future: `days` until it may be deposited. */
  | { kind: 'postDated'; days: number; dueDay: string; lastDay: string }
  /** Cashable; `daysLeft` until its last cashable day (0 = today is the last day). */
  | { kind: 'cashable'; daysLeft: number; lastDay: string; soon: boolean }
  /** Past its last cashable day by `days`. */
  | { kind: 'stale'; days: number; lastDay: string };

/** Where a cheque stands in time, for the warnings of the scan form, the view and the home page. */
export function chequeTiming(checkDate: string | null | undefined, today: string = todayIso()): ChequeTiming | null {
  const day = dayOf(checkDate);
  const lastDay = lastCashableDay(day);
  if (!day || !lastDay) return null;
  const untilDue = daysBetween(today, day) ?? 0;
  if (untilDue > 0) return { kind: 'postDated', days: untilDue, dueDay: day, lastDay };
  const daysLeft = daysBetween(today, lastDay) ?? 0;
  if (daysLeft < 0) return { kind: 'stale', days: -daysLeft, lastDay };
  return { kind: 'cashable', daysLeft, lastDay, soon: daysLeft <= STALE_SOON_DAYS };
}

/** A cheque whose staleness matters (see STALE_WATCH_STATUSES) and that is stale. */
export function isStaleCheque(cheque: { checkDate?: string | null; status?: string | null }, today: string = todayIso()): boolean {
  return STALE_WATCH_STATUSES.includes(cheque.status ?? 'NONE') && isStale(cheque.checkDate, today);
}
