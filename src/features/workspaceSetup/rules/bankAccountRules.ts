// A bank account of the workspace (spec sections 3, 5 and 6): bank, branch and account number as
// the backend checks them, signators, capabilities and the deposit option.
import { MAX_SIGNATURES } from '@/lib/limits';

export const BRANCH_MAX_DIGITS = 3;
export const ACCOUNT_MIN_DIGITS = 2;
export const ACCOUNT_MAX_DIGITS = 9;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** Bank codes are one or two digits (as on a cheque's MICR line). */
export function isValidBankCode(v: unknown): boolean {
  return /^[0-9]{1,2}$/.test(text(v)) && Number(text(v)) > 0;
}

const BRANCH = new RegExp(`^[0-9]{1,${BRANCH_MAX_DIGITS}}$`);
const ACCOUNT = new RegExp(`^[0-9]{${ACCOUNT_MIN_DIGITS},${ACCOUNT_MAX_DIGITS}}$`);

/** 1 to 3 digits, not all zeros. */
export function isValidBranch(v: unknown): boolean {
  return BRANCH.test(text(v)) && !/^0+$/.test(text(v));
}

/** 2 to 9 digits (the check digit rules pad to 9). */
export function isValidAccountNumber(v: unknown): boolean {
  return ACCOUNT.test(text(v)) && !/^0+$/.test(text(v));
}

export interface AccountDetails {
  bank?: unknown;
  branch?: unknown;
  accountNumber?: unknown;
}

/** §5 "Deposit option": the account details must be filled in before it can be chosen. */
export function hasAccountDetails(a: AccountDetails): boolean {
  return isValidBankCode(a.bank) && isValidBranch(a.branch) && isValidAccountNumber(a.accountNumber);
}

export type SignatorsProblem = 'noSignator' | 'requiredOutOfRange' | 'moreRequiredThanSelected';

/**
 * §5 "at least one signator must be selected"; 1 to 5 signatures per cheque (§9), and no more
 * required than there are selected signators (else no cheque could ever be signed).
 */
export function signatorsProblem(required: unknown, selected: readonly unknown[] | null | undefined): SignatorsProblem | null {
  const count = Array.isArray(selected) ? selected.length : 0;
  if (count === 0) return 'noSignator';
  const n = typeof required === 'string' && /^[0-9]+$/.test(required.trim()) ? Number(required) : required;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_SIGNATURES) return 'requiredOutOfRange';
  if (n > count) return 'moreRequiredThanSelected';
  return null;
}

export interface AccountCapabilityFlags {
  can_print?: boolean;
  can_deposit?: boolean;
  payeeOnly?: boolean;
}

/** A payee-only account receives cheques; it never issues them (docs/permissions.md), so it cannot print. */
export function capabilityConflict(flags: AccountCapabilityFlags): 'payeeOnlyPrints' | null {
  return flags.payeeOnly && flags.can_print ? 'payeeOnlyPrints' : null;
}
