// Workspace settings (spec sections 3, 5 and 9): single-cheque and daily amount limits, signatures
// required per cheque, check-in fields. (The days to delete a cheque are lib/limits', the days to
// cancel a payment request lib/daysToCancel's.)
// The values of the amount limits are not shown (§9): a limit is any whole amount above zero up
// to the absolute cap of 10,000,000 shekels, and the single-cheque limit may not exceed the daily one.
import { MAX_SIGNATURES } from '@/lib/limits';
import { MAX_AMOUNT_AGOROT } from '@/lib/money';

export const SIGNATORS_REQUIRED_MIN = 1;
export const SIGNATORS_REQUIRED_MAX = MAX_SIGNATURES;
export const AMOUNT_LIMIT_MAX_AGOROT = MAX_AMOUNT_AGOROT;

/**
 * Cheque fields a workspace may require when a cheque is checked in (scanned). The spec names the
 * call (PUT .../check/in/fields with {fields}) but not the list: these are the cheque's own fields.
 */
export const CHECK_IN_FIELDS = ['payee', 'payeePhone', 'payeeAddress', 'checkNumber', 'checkDate', 'amount', 'comments'] as const;

const wholeNumber = (n: unknown): number | null => {
  const value = typeof n === 'string' && /^\s*[0-9]+\s*$/.test(n) ? Number(n) : n;
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
};

/** An amount limit in agorot: above zero, at most 10,000,000 shekels. */
export function isValidAmountLimit(agorot: unknown): boolean {
  return typeof agorot === 'number' && Number.isSafeInteger(agorot) && agorot > 0 && agorot <= AMOUNT_LIMIT_MAX_AGOROT;
}

/** The single-cheque limit fits inside the daily limit (equal is fine); absent limits do not clash. */
export function singleWithinDaily(singleAgorot: number | null | undefined, dailyAgorot: number | null | undefined): boolean {
  if (singleAgorot == null || dailyAgorot == null) return true;
  return singleAgorot <= dailyAgorot;
}

/** 1 to 5 signatures per cheque (§5 "at most 5 signatures", §9). */
export function isValidSignatorsRequired(n: unknown): boolean {
  const value = wholeNumber(n);
  return value !== null && value >= SIGNATORS_REQUIRED_MIN && value <= SIGNATORS_REQUIRED_MAX;
}

/** Known check-in fields only, each once. */
export function isValidCheckInFields(fields: unknown): boolean {
  return Array.isArray(fields) && new Set(fields).size === fields.length && fields.every((f) => (CHECK_IN_FIELDS as readonly unknown[]).includes(f));
}
