// May this cheque be deposited into this account, now or as a future deposit, and why not: the one
// answer every screen that deposits asks (the deposit workspace, the cheque view's deposit tab, the
// list's bulk deposit). Each rule and its source: docs/cheque-law.md. Pure: today, the workspace's
// limits and, when the screen has loaded it, the bank calendar are handed in.
import { daysBetween, isIsoDay, isoDay } from '../dates';
import { exceedsMaxAmount, maxDepositAgorot, needsCorrectionApproval, shekelsToAgorot, type SafeType } from '../money';
import { lastCashableDay, STALE_SOON_DAYS } from '../chequeTiming';
import { accountCanDeposit, type DepositAccount } from './depositAccounts';
import { workspaceDailyLimitAgorot, workspaceSingleLimitAgorot, type WorkspaceAmountLimits } from './depositLimits';
import { hasDepositableStatus, isDeleted } from './depositable';

/** Deposit today, on one chosen future day, or each cheque on its own due date. */
export const DEPOSIT_TIMINGS = ['now', 'future', 'dueDate'] as const;
export type DepositTiming = (typeof DEPOSIT_TIMINGS)[number];

/** A first deposit, or depositing again a cheque the bank returned (section 4). */
export type DepositKind = 'deposit' | 'redeposit';

export const DEPOSIT_BLOCKS = [
  'deleted',
  'onItsWay',
  'notDepositable',
  'notReturned',
  'noDueDate',
  'invalidAmount',
  'overMaxAmount',
  'needsApproval',
  'noAccount',
  'accountCannotDeposit',
  'overSafeCap',
  'overWorkspaceLimit',
  'stale',
  'postDated',
  'beforeDue',
  'staleByDepositDay',
  'overDailyLimit',
] as const;
export type DepositBlockCode = (typeof DEPOSIT_BLOCKS)[number];

/** Why a cheque cannot go; `limitAgorot` and `day` fill the reason's text (chequeLaw:blocks.<code>). */
export interface DepositBlock {
  code: DepositBlockCode;
  limitAgorot?: number;
  day?: string;
}

export type DepositWarningCode = 'staleSoon' | 'movedToBusinessDay';

/** Said beside the cheque, never blocking: it goes stale soon; its day is no bank business day. */
export interface DepositWarning {
  code: DepositWarningCode;
  day: string;
  days?: number;
}

export interface EligibilityCheque {
  checkId: string;
  /** Shekels as the backend sends them. */
  amount: number | string;
  /** Due date (ISO day or date-time). */
  checkDate?: string | null;
  status: string;
  isDeleted?: boolean | null;
  softDeleted?: boolean | null;
  needsCorrectionApproval?: boolean | null;
}

export interface DepositRequest {
  timing: DepositTiming;
  kind?: DepositKind;
  /** Today, ISO. */
  today: string;
  /** The chosen day of a future deposit, ISO; null while none is chosen. */
  date?: string | null;
  /** The account the deposit goes to; null while none is chosen. */
  account: DepositAccount | null | undefined;
  safeType: SafeType;
  /** The workspace's settings (single-cheque and daily limits). */
  limits?: WorkspaceAmountLimits | null;
  /**
   * The bank calendar (lib/bankCalendar), on screens that have loaded it: a deposit day that is no
   * business day moves to the next one. Without it the day is taken as it is.
   */
  businessDayOnOrAfter?: (iso: string) => string;
}

export interface DepositVerdict {
  blocks: DepositBlock[];
  warnings: DepositWarning[];
  /** The bank business day the cheque would be deposited on; null while a future day is not chosen. */
  depositDay: string | null;
  amountAgorot: number | null;
}

const RETURNED = new Set(['REJECTED', 'REJECTED_BANK']);
const ON_ITS_WAY = new Set(['AWAITING_DEPOSIT', 'PROCESSING_DEPOSIT', 'AWAITING_BANK', 'AWAITING_BANK_ACK']);

export { isDepositable } from './depositable';

function stateBlock(cheque: EligibilityCheque, kind: DepositKind): DepositBlockCode | null {
  if (isDeleted(cheque)) return 'deleted';
  if (ON_ITS_WAY.has(cheque.status)) return 'onItsWay';
  if (kind === 'redeposit') return RETURNED.has(cheque.status) ? null : 'notReturned';
  return hasDepositableStatus(cheque.status) ? null : 'notDepositable';
}

/**
 * The day the cheque would be deposited on, before the bank calendar: today, the chosen day, or
 * its due day (today once that has passed).
 */
export function requestedDepositDay(timing: DepositTiming, dueIso: string | null, today: string, date?: string | null): string | null {
  if (timing === 'now') return today;
  if (timing === 'future') return date && isIsoDay(date) ? date : null;
  if (!dueIso) return null;
  return dueIso > today ? dueIso : today;
}

function amountBlocks(agorot: number | null, cheque: EligibilityCheque, request: DepositRequest): DepositBlock[] {
  if (agorot === null || agorot <= 0) return [{ code: 'invalidAmount' }];
  if (exceedsMaxAmount(agorot)) return [{ code: 'overMaxAmount' }];
  const out: DepositBlock[] = [];
  // Sections 5 and 9: 50,000 or more needs correction approval; only an explicit "approved" (false) lifts it.
  if (cheque.needsCorrectionApproval === true || (cheque.needsCorrectionApproval == null && needsCorrectionApproval(agorot))) out.push({ code: 'needsApproval' });
  const safeMax = maxDepositAgorot(request.safeType);
  if (agorot > safeMax) out.push({ code: 'overSafeCap', limitAgorot: safeMax });
  const single = workspaceSingleLimitAgorot(request.limits);
  if (single !== null && agorot > single) out.push({ code: 'overWorkspaceLimit', limitAgorot: single });
  return out;
}

function dateBlocks(due: string, depositDay: string | null, request: DepositRequest): DepositBlock[] {
  const last = lastCashableDay(due) ?? due;
  // Validity: presented within six months of its date, the day six months on included.
  if (request.today > last) return [{ code: 'stale', day: last }];
  if (!depositDay) return [];
  // Section 5 and the banks' "deposited before its time": never before its date.
  if (depositDay < due) return [{ code: request.timing === 'now' ? 'postDated' : 'beforeDue', day: due }];
  if (depositDay > last) return [{ code: 'staleByDepositDay', day: last }];
  return [];
}

/** The verdict on one cheque, without the daily limit (a batch's: see depositBatch). */
export function depositVerdict(cheque: EligibilityCheque, request: DepositRequest): DepositVerdict {
  const kind = request.kind ?? 'deposit';
  const amountAgorot = shekelsToAgorot(cheque.amount);
  const due = isoDay(cheque.checkDate ?? null);
  const requested = requestedDepositDay(kind === 'redeposit' ? 'now' : request.timing, due, request.today, request.date);
  const depositDay = requested && request.businessDayOnOrAfter ? request.businessDayOnOrAfter(requested) : requested;
  const blocks: DepositBlock[] = [];
  const warnings: DepositWarning[] = [];
  const state = stateBlock(cheque, kind);
  if (state) blocks.push({ code: state });
  blocks.push(...amountBlocks(amountAgorot, cheque, request));
  if (!request.account) blocks.push({ code: 'noAccount' });
  else if (!accountCanDeposit(request.account)) blocks.push({ code: 'accountCannotDeposit' });
  if (!due) blocks.push({ code: 'noDueDate' });
  else {
    blocks.push(...dateBlocks(due, depositDay, request));
    const last = lastCashableDay(due);
    const left = last ? daysBetween(depositDay ?? request.today, last) : null;
    if (last && left !== null && left >= 0 && left <= STALE_SOON_DAYS) warnings.push({ code: 'staleSoon', day: last, days: left });
  }
  // Each cheque on its own due date: its day is its own, said beside it. A day chosen for the whole
  // deposit (now, a future day) is said once, at the date (components/form/BankDayNote).
  if (request.timing === 'dueDate' && requested && depositDay && depositDay !== requested) warnings.push({ code: 'movedToBusinessDay', day: depositDay });
  return { blocks, warnings, depositDay, amountAgorot };
}

/** Nothing blocks this cheque (the daily limit aside). */
export function mayDeposit(cheque: EligibilityCheque, request: DepositRequest): boolean {
  return depositVerdict(cheque, request).blocks.length === 0;
}

export interface DepositBatchOptions {
  /** Agorot already on their way to the bank on that day (other deposits), counted against the daily limit. */
  alreadyOnDay?: (day: string) => number;
}

export interface DepositBatch<C extends EligibilityCheque> {
  verdicts: Map<string, DepositVerdict>;
  /** Exactly the cheques to send, in the order given. */
  good: C[];
  blocked: C[];
  /** The good cheques' total, exact. */
  totalAgorot: number;
}

/**
 * The verdict on each cheque of a batch, with the workspace's daily limit applied to each day's
 * total: in the order given, a cheque that would take that day (with what is already on its way
 * that day) past the limit is blocked; reaching the limit exactly is fine.
 */
export function depositBatch<C extends EligibilityCheque>(cheques: readonly C[], request: DepositRequest, options: DepositBatchOptions = {}): DepositBatch<C> {
  const daily = workspaceDailyLimitAgorot(request.limits);
  const dayTotals = new Map<string, number>();
  const verdicts = new Map<string, DepositVerdict>();
  const good: C[] = [];
  const blocked: C[] = [];
  let totalAgorot = 0;
  for (const cheque of cheques) {
    const verdict = depositVerdict(cheque, request);
    const { depositDay: day, amountAgorot } = verdict;
    if (!verdict.blocks.length && daily !== null && day && amountAgorot !== null) {
      const before = dayTotals.get(day) ?? options.alreadyOnDay?.(day) ?? 0;
      if (before + amountAgorot > daily) verdict.blocks.push({ code: 'overDailyLimit', limitAgorot: daily, day });
      else dayTotals.set(day, before + amountAgorot);
    }
    verdicts.set(cheque.checkId, verdict);
    if (verdict.blocks.length) blocked.push(cheque);
    else {
      good.push(cheque);
      totalAgorot += amountAgorot ?? 0;
    }
  }
  return { verdicts, good, blocked, totalAgorot };
}

/** A deposit that counts toward its day's limit: on its way to the bank, or already accepted by it. */
const COUNTS_TOWARD_DAY = new Set([...ON_ITS_WAY, 'RECEIVED_DEPOSIT', 'RECEIVED_BANK']);

/**
 * Agorot the workspace deposited on each day (for `alreadyOnDay`): the cheques on their way and
 * those the bank already accepted; a returned or called-back cheque no longer counts.
 */
export function scheduledByDay(cheques: ReadonlyArray<{ status?: string | null; depositDate?: string | null; amount?: number | string | null }>): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of cheques) {
    const day = isoDay(c.depositDate ?? null);
    if (!day || !COUNTS_TOWARD_DAY.has(c.status ?? '')) continue;
    out.set(day, (out.get(day) ?? 0) + (shekelsToAgorot(c.amount ?? null) ?? 0));
  }
  return out;
}

export type FutureDateProblem = 'required' | 'notFuture';

/** A future deposit needs a day after today (the date's format is its field's own rule). */
export function futureDateProblem(dateIso: string | null | undefined, today: string): FutureDateProblem | null {
  if (!dateIso || !isIsoDay(dateIso)) return 'required';
  return dateIso > today ? null : 'notFuture';
}
