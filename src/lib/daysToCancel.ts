// Spec section 4: a payment request not paid within the workspace's days to cancel becomes
// canceled. The workspace's settings choose the days; a new request's date to cancel is counted
// from them. The spec gives no range: 1 to 365 days is ours.
import { addDays, isIsoDay } from './dates';

export const DAYS_TO_CANCEL_MIN = 1;
export const DAYS_TO_CANCEL_MAX = 365;

const wholeNumber = (n: unknown): number | null => {
  const value = typeof n === 'string' && /^\s*[0-9]+\s*$/.test(n) ? Number(n) : n;
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
};

/** Whole days 1..365, as the backend sends them (a number) or as staff type them (digits). */
export function isValidDaysToCancel(days: unknown): boolean {
  const value = wholeNumber(days);
  return value !== null && value >= DAYS_TO_CANCEL_MIN && value <= DAYS_TO_CANCEL_MAX;
}

/**
 * The date to cancel of a request made on `today`: `days` later ('YYYY-MM-DD'). `days` is the
 * workspace's setting as the backend sends it, a number; null when it is not a valid one.
 */
export function dateToCancel(today: string, days: unknown): string | null {
  if (!isIsoDay(today) || typeof days !== 'number' || !isValidDaysToCancel(days)) return null;
  return addDays(today, days);
}
