// Workspace settings (sections 3, 5, 9). Days to delete (5 to 183) are in limits.ts; the values of
// the single-cheque and daily limits are not shown (section 9): the mock takes any amount above
// zero up to the cheque maximum, the single limit no larger than the daily one.
import { MAX_CHEQUE_AGOROT, SIGNATURES_MAX } from './limits';

export const isValidAmountLimit = (agorot: number | null) => agorot !== null && agorot > 0 && agorot <= MAX_CHEQUE_AGOROT;

export const singleFitsDaily = (single: number | null, daily: number | null) => single === null || daily === null || single <= daily;

/** Signatures required per cheque: 1 to 5 (section 5 "at most 5 signatures"). */
export function isValidSignaturesRequired(value: unknown): boolean {
  const n = typeof value === 'string' && /^[0-9]+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= SIGNATURES_MAX;
}

/** Cheque fields a workspace may ask for at check-in (the call's list is not shown: the cheque's own fields). */
export const CHECK_IN_FIELDS = ['payee', 'payeePhone', 'payeeAddress', 'checkNumber', 'checkDate', 'amount', 'comments'] as const;

export function isValidCheckInFields(value: unknown): value is string[] {
  return Array.isArray(value) && new Set(value).size === value.length && value.every((f) => (CHECK_IN_FIELDS as readonly unknown[]).includes(f));
}
