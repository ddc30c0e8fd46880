// Payment requests (sections 3, 4, 8, 9). The spec names "upr is missing" and "UPR already in use
// (choose another)": staff choose the request number, and it travels in the payer's link. Its form
// is not shown: the mock takes 3 to 20 Latin letters, digits or hyphens (a URL path segment).
import { MAX_CHEQUE_AGOROT } from './limits';

export const isValidUpr = (value: string) => /^[A-Za-z0-9-]{3,20}$/.test(value);

/** A payer pays more than nothing and at most the section-9 maximum. */
export const isValidRequestAmount = (agorot: number | null): agorot is number => agorot !== null && agorot > 0 && agorot <= MAX_CHEQUE_AGOROT;

/** The workspace's days to cancel: whole days 1 to 365 (not in the spec; ours). */
export function isValidDaysToCancel(value: unknown): boolean {
  const n = typeof value === 'string' && /^[0-9]+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 365;
}

/** A date to cancel must come after the day the request is made (one that cancels today could never be paid). */
export const isValidDateToCancel = (iso: string, today: string) => /^\d{4}-\d{2}-\d{2}$/.test(iso) && iso > today;
