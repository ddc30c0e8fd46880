// The deposit workspace's rules (spec sections 4, 5 and 9): which cheques can be deposited, the
// date each one would be deposited on, the date rule ("deposit date cannot be earlier than the due
// date") and the cap of the safe the deposit goes through, checked before anything is sent.
import { isDepositDateValid } from './dates';
import { exceedsDepositCap, shekelsToAgorot, type SafeType } from './money';

/** Deposit now (today), as a future deposit (one chosen date), or each cheque on its due date. */
export const DEPOSIT_TIMINGS = ['now', 'future', 'dueDate'] as const;
export type DepositTiming = (typeof DEPOSIT_TIMINGS)[number];

export type DepositRefusal = 'notDepositable' | 'noDueDate' | 'needsApproval' | 'overCap' | 'dueNotReached' | 'beforeDue';

export interface DepositCandidate {
  amount: number | string;
  /** Due date, ISO. */
  checkDate?: string | null;
  status: string;
  isDeleted?: boolean | null;
  needsCorrectionApproval?: boolean | null;
}

export interface DepositPlan {
  timing: DepositTiming;
  /** Today, ISO (passed in: the rule is pure). */
  todayIso: string;
  /** The chosen date of a future deposit, ISO; ignored otherwise. */
  dateIso?: string | null;
  safeType: SafeType;
}

// A fresh deposit starts from a cheque nobody acted on yet. Cheques already on their way to a bank
// (awaiting, processing), answered (received, rejected), sent by post or deleted are not offered;
// depositing a rejected cheque again is the cheque view's "deposit again".
const DEPOSITABLE = new Set(['NEW', 'NONE']);

export function isDepositable(cheque: Pick<DepositCandidate, 'status' | 'isDeleted'>): boolean {
  return !cheque.isDeleted && DEPOSITABLE.has(cheque.status);
}

const day = (iso: string | null | undefined): string | null => (typeof iso === 'string' && iso.length >= 10 ? iso.slice(0, 10) : null);

/** The day the cheque would be deposited on: today, the chosen day, or its due day (today once due). */
export function depositDayOf(timing: DepositTiming, dueIso: string | null | undefined, todayIso: string, dateIso?: string | null): string | null {
  if (timing === 'now') return todayIso;
  if (timing === 'future') return day(dateIso);
  const due = day(dueIso);
  if (!due) return null;
  return due > todayIso ? due : todayIso;
}

/**
 * Why this cheque cannot go in the deposit, or null. In the order a person fixes things: the
 * cheque itself, its approval, the safe's cap (section 9), then the date rule (section 5).
 */
export function depositRefusal(cheque: DepositCandidate, plan: DepositPlan): DepositRefusal | null {
  if (!isDepositable(cheque)) return 'notDepositable';
  const due = day(cheque.checkDate);
  if (!due) return 'noDueDate';
  // Section 5/9: a cheque of 50,000 or more needs its correction approval before it moves.
  if (cheque.needsCorrectionApproval) return 'needsApproval';
  const agorot = shekelsToAgorot(cheque.amount);
  if (agorot === null || exceedsDepositCap(agorot, plan.safeType)) return 'overCap';
  const depositDay = depositDayOf(plan.timing, due, plan.todayIso, plan.dateIso);
  if (!depositDay) return null; // no future date chosen yet: the form says so at the date field
  if (!isDepositDateValid(depositDay, due)) return plan.timing === 'now' ? 'dueNotReached' : 'beforeDue';
  return null;
}

export type FutureDateProblem = 'required' | 'notFuture';

/** A future deposit needs a day after today (the format is the date field's own rule). */
export function futureDateProblem(dateIso: string | null | undefined, todayIso: string): FutureDateProblem | null {
  const chosen = day(dateIso);
  if (!chosen) return 'required';
  return chosen > todayIso ? null : 'notFuture';
}

export interface DepositSummary {
  count: number;
  totalAgorot: number;
}

/** What the confirmation shows: how many cheques and their exact total in agorot. */
export function depositSummary(cheques: ReadonlyArray<Pick<DepositCandidate, 'amount'>>): DepositSummary {
  return { count: cheques.length, totalAgorot: cheques.reduce((sum, c) => sum + (shekelsToAgorot(c.amount) ?? 0), 0) };
}

export interface SafeAccount {
  bank?: string | number | null;
  safeType?: SafeType | null;
  can_deposit?: boolean | null;
}

export interface DepositableBankRef {
  bank: string | number;
  safeType?: SafeType | null;
}

/** Accounts that may take deposits: can_deposit, at a bank the workspace can deposit to (when listed). */
export function depositAccountsOf<A extends SafeAccount>(accounts: readonly A[], banks: readonly DepositableBankRef[]): A[] {
  const allowed = new Set(banks.map((b) => String(b.bank)));
  return accounts.filter((a) => a.can_deposit === true && (!allowed.size || allowed.has(String(a.bank))));
}

/** Section 9: the cap follows the safe the account deposits through; the stricter cap when unknown. */
export function safeTypeOfAccount(account: SafeAccount | null | undefined, banks: readonly DepositableBankRef[]): SafeType {
  if (account?.safeType === 'bank' || account?.safeType === 'private') return account.safeType;
  const viaBank = banks.find((b) => String(b.bank) === String(account?.bank ?? ''))?.safeType;
  return viaBank === 'private' ? 'private' : 'bank';
}
