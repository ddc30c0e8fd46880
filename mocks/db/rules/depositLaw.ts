// What the mock backend refuses when a cheque is deposited, read from the spec and the facts file
// (/work/shared/docs/israeli-cheque-law.md) on its own, independent of the client's rules:
// - section 5: "deposit date cannot be earlier than the due date": a post-dated cheque waits;
// - validity: "presented within 6 months of its date; later it is stale" (bankability.biz;
//   bankotsar.co.il: machines refuse cheques dated 6 or more months back), judged on the deposit day;
// - section 9: the safe's cap, 49,999.99 through the bank-run option, 500,000 through a private safe;
// - section 3: the workspace's single-cheque limit (inclusive) and its daily limit, per deposit day.
import { isStale } from './chequeLaw';
import { depositAllowed, type SafeKind } from './limits';

/** A reason of a refusal, sent beside the section-8 message (docs/backend-contract.md). */
export type DepositRefusal = 'postDated' | 'stale' | 'invalidAmount' | 'overSafeCap' | 'overWorkspaceLimit' | 'overDailyLimit';

export interface DepositCase {
  /** The cheque's due date, YYYY-MM-DD (absent: the deposit day). */
  due: string | undefined;
  /** The deposit day asked for, YYYY-MM-DD. */
  day: string;
  /** Today, YYYY-MM-DD: a day asked for in the past goes to the bank today. */
  today: string;
  /** Its amount in agorot; null when it is no amount. */
  agorot: number | null;
  safe: SafeKind;
  /** The workspace's single-cheque limit in agorot; null: none set. */
  singleLimitAgorot: number | null;
}

/** Why this one cheque may not go to the bank on `day` (the daily limit aside), or null. */
export function depositRefusal({ due, day, today, agorot, safe, singleLimitAgorot }: DepositCase): DepositRefusal | null {
  const dueDay = due?.slice(0, 10) ?? day;
  if (day < dueDay) return 'postDated';
  if (isStale(dueDay, day > today ? day : today)) return 'stale';
  if (agorot === null || agorot <= 0) return 'invalidAmount';
  if (!depositAllowed(agorot, safe)) return 'overSafeCap';
  if (singleLimitAgorot !== null && agorot > singleLimitAgorot) return 'overWorkspaceLimit';
  return null;
}

/**
 * The daily limit: each deposit day's total (what the workspace already deposited that day, and
 * this batch's cheques for that day) may reach the limit, not pass it. The first day over it, or null.
 */
export function dayOverDailyLimit(batch: ReadonlyArray<{ day: string; agorot: number }>, alreadyOnDay: (day: string) => number, dailyLimitAgorot: number | null): string | null {
  if (dailyLimitAgorot === null) return null;
  const totals = new Map<string, number>();
  for (const { day, agorot } of batch) totals.set(day, (totals.get(day) ?? alreadyOnDay(day)) + agorot);
  return [...totals].find(([, total]) => total > dailyLimitAgorot)?.[0] ?? null;
}
