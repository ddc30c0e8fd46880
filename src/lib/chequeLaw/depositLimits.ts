// Every limit on the amount of a deposited cheque, in one place (docs/cheque-law.md, "Limits"):
// the caps of spec section 9 by the safe the deposit goes through, the correction approval of
// sections 5 and 9, and the workspace's own single-cheque and daily limits (section 3, its settings).
// Screens state a limit with `perChequeDepositLimit` and the one text `chequeLaw:limits.perCheque`.
// The caps themselves are money's (lib/money.ts): imported from there, never through this module.
import { maxDepositAgorot, shekelsToAgorot, type SafeType } from '../money';

/** The amount limits of a workspace's settings, in shekels as the backend sends them. */
export interface WorkspaceAmountLimits {
  singleCheckAmountLimit?: number | string | null;
  dailyCheckAmountLimit?: number | string | null;
}

/** A limit set to a positive amount, in agorot; null when the workspace set none. */
function setLimit(value: number | string | null | undefined): number | null {
  const agorot = value == null || value === '' ? null : shekelsToAgorot(value);
  return agorot !== null && agorot > 0 ? agorot : null;
}

/** The workspace's single-cheque limit (inclusive), or null. */
export function workspaceSingleLimitAgorot(limits: WorkspaceAmountLimits | null | undefined): number | null {
  return setLimit(limits?.singleCheckAmountLimit);
}

/** The workspace's daily limit: the total deposited on one day may reach it, not pass it. */
export function workspaceDailyLimitAgorot(limits: WorkspaceAmountLimits | null | undefined): number | null {
  return setLimit(limits?.dailyCheckAmountLimit);
}

export type PerChequeLimitSource = 'bankSafe' | 'privateSafe' | 'workspace';

export interface PerChequeLimit {
  /** The largest amount accepted, inclusive: 49,999.99 through the bank-run safe. */
  maxAgorot: number;
  /** Which limit is the binding one (the lower of the safe's cap and the workspace's limit). */
  source: PerChequeLimitSource;
}

/** The largest cheque a deposit through this safe accepts in this workspace. */
export function perChequeDepositLimit(safeType: SafeType, limits?: WorkspaceAmountLimits | null): PerChequeLimit {
  const safe = maxDepositAgorot(safeType);
  const workspace = workspaceSingleLimitAgorot(limits);
  if (workspace !== null && workspace < safe) return { maxAgorot: workspace, source: 'workspace' };
  return { maxAgorot: safe, source: safeType === 'bank' ? 'bankSafe' : 'privateSafe' };
}
