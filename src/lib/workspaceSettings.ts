// Workspace settings (spec sections 3, 5 and 9): days to delete a cheque, single-cheque and daily
// amount limits, signatures required per cheque, default sending, check-in fields, days to cancel.
// The values of the amount limits are not shown (§9): a limit is any whole amount above zero up
// to the absolute cap of 10,000,000 shekels, and the single-cheque limit may not exceed the daily one.
import { MAX_SIGNATURES } from './limits';
import { MAX_AMOUNT_AGOROT } from './money';

export { DAYS_TO_DELETE_MIN, DAYS_TO_DELETE_MAX, isValidDaysToDelete } from './limits';

export const SIGNATORS_REQUIRED_MIN = 1;
export const SIGNATORS_REQUIRED_MAX = MAX_SIGNATURES;
/** Not in the spec: a payment request stays open 1 to 365 days before it is cancelled (ours). */
export const DAYS_TO_CANCEL_MIN = 1;
export const DAYS_TO_CANCEL_MAX = 365;
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

export function isValidDaysToCancel(n: unknown): boolean {
  const value = wholeNumber(n);
  return value !== null && value >= DAYS_TO_CANCEL_MIN && value <= DAYS_TO_CANCEL_MAX;
}

/** Known check-in fields only, each once. */
export function isValidCheckInFields(fields: unknown): boolean {
  return Array.isArray(fields) && new Set(fields).size === fields.length && fields.every((f) => (CHECK_IN_FIELDS as readonly unknown[]).includes(f));
}
