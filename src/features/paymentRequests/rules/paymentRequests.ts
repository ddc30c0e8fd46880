// Payment request rules (spec sections 3, 4, 5 and 9): the request number (UPR) that staff may
// choose, the amount, the date to cancel staff may type, which status allows what, and when an
// unpaid request counts as canceled (its date to cancel from the workspace's days: lib/daysToCancel).
import { isIsoDay } from '@/lib/dates';
import { DAYS_TO_CANCEL_MAX, dateToCancel } from '@/lib/daysToCancel';
import { MAX_AMOUNT_AGOROT, parseAmount } from '@/lib/money';
import type { PaymentRequestStatus } from '@/lib/statuses';

// The spec names "UPR already in use (choose another)" and "upr is missing": staff choose it, and
// it travels in the payer's link (/terminal/transaction/payment/session/:link/:upr). Its form is
// not shown; ours is the workspace identifier's (section 5): 3 to 20 Latin letters, digits, hyphen.
export const UPR_MIN = 3;
export const UPR_MAX = 20;
const UPR = new RegExp(`^[A-Za-z0-9-]{${UPR_MIN},${UPR_MAX}}$`);

export function isValidUpr(s: unknown): boolean {
  return typeof s === 'string' && UPR.test(s);
}

export type UprProblem = 'required' | 'invalid';

export function uprProblem(s: unknown): UprProblem | null {
  if (typeof s !== 'string' || s.trim() === '') return 'required';
  return isValidUpr(s) ? null : 'invalid';
}

const UPR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A fresh request number for a fast request, where nobody types one: 'PR-' + day and time
 * (YYMMDDHHmm) + 3 characters that are never 0/O or 1/I. 16 characters, always valid.
 */
export function suggestUpr(now: Date = new Date(), random: () => number = Math.random): string {
  const tail = Array.from({ length: 3 }, () => UPR_ALPHABET[Math.floor(random() * UPR_ALPHABET.length) % UPR_ALPHABET.length]).join('');
  const two = (n: number) => String(n % 100).padStart(2, '0');
  const stamp = [now.getFullYear(), now.getMonth() + 1, now.getDate(), now.getHours(), now.getMinutes()].map(two).join('');
  return `PR-${stamp}${tail}`;
}

export type PaymentAmountProblem = 'required' | 'invalid' | 'zero' | 'tooLarge';

/** A typed amount (1,250.00 or 1250) -> why it is refused; a payer pays more than 0 and at most 10,000,000 (section 9). */
export function paymentAmountProblem(text: string | null | undefined): PaymentAmountProblem | null {
  if (typeof text !== 'string' || text.trim() === '') return 'required';
  const agorot = parseAmount(text);
  if (agorot === null) return 'invalid';
  if (agorot === 0) return 'zero';
  if (agorot > MAX_AMOUNT_AGOROT) return 'tooLarge';
  return null;
}

/** Section 4: cancelling is a status change of a request that is still open (NEW). */
export function canCancelPaymentRequest(status: string | null | undefined): boolean {
  return status === 'NEW';
}

export type CancelDateProblem = 'required' | 'invalid' | 'notAfterToday' | 'tooFar';

/**
 * A date to cancel typed by staff (ISO, already parsed from day/month/year): after today (a
 * request that cancels today could never be paid) and at most a year ahead (ours).
 */
export function cancelDateProblem(iso: string | null | undefined, today: string): CancelDateProblem | null {
  if (!iso) return 'required';
  if (!isIsoDay(iso)) return 'invalid';
  if (iso <= today) return 'notAfterToday';
  return iso > (dateToCancel(today, DAYS_TO_CANCEL_MAX) ?? iso) ? 'tooFar' : null;
}

/**
 * Section 4: "a payment not finished after the configured days-to-cancel becomes canceled". The
 * backend does it on its own schedule; the list shows a NEW request whose date to cancel has come
 * (today or earlier) as CANCELED at once, so nobody sends a link that no longer works.
 */
export function effectivePaymentRequestStatus(
  status: string | null | undefined,
  cancelOn: string | null | undefined,
  today: string,
): PaymentRequestStatus | 'UNKNOWN' {
  if (status === 'DONE' || status === 'CANCELED') return status;
  if (status !== 'NEW') return 'UNKNOWN';
  const day = typeof cancelOn === 'string' ? cancelOn.slice(0, 10) : '';
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day <= today ? 'CANCELED' : 'NEW';
}
