// Deposit statuses (spec section 4: "Deposit statuses include PARTLY_REJECTED (partly approved).
// The full list is not shown."). The rest of the list is ours, named after where the deposit's
// cheques stand; the mock backend derives a deposit's status from its cheques with the rule below.
import { shekelsToAgorot } from './money';

export const DEPOSIT_STATUSES = ['PENDING', 'PROCESSING', 'ACCEPTED', 'PARTLY_REJECTED', 'REJECTED', 'CANCELED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export function isDepositStatus(value: unknown): value is DepositStatus {
  return typeof value === 'string' && (DEPOSIT_STATUSES as readonly string[]).includes(value);
}

/** One cheque's outcome inside a deposit, from its cheque status (section 4). */
export type ChequeOutcome = 'scheduled' | 'processing' | 'accepted' | 'rejected' | 'left';

export function chequeOutcome(status: string | null | undefined): ChequeOutcome {
  switch (status) {
    case 'AWAITING_DEPOSIT':
      return 'scheduled';
    case 'PROCESSING_DEPOSIT':
    case 'AWAITING_BANK':
    case 'AWAITING_BANK_ACK':
      return 'processing';
    case 'RECEIVED_DEPOSIT':
    case 'RECEIVED_BANK':
      return 'accepted';
    case 'REJECTED_BANK':
    case 'REJECTED':
      return 'rejected';
    default:
      // Cancelled out of the deposit (back to NEW) or deleted since: no longer part of it.
      return 'left';
  }
}

/**
 * A deposit's status from its cheques' outcomes: nothing left -> CANCELED; anything still at the
 * bank -> PROCESSING; all waiting for their date -> PENDING; then by the bank's answers: all
 * accepted, all rejected, or a mix (PARTLY_REJECTED).
 */
export function depositStatusOf(outcomes: readonly ChequeOutcome[]): DepositStatus {
  const live = outcomes.filter((o) => o !== 'left');
  if (!live.length) return 'CANCELED';
  if (live.includes('processing')) return 'PROCESSING';
  if (live.includes('scheduled')) return live.every((o) => o === 'scheduled') ? 'PENDING' : 'PROCESSING';
  const rejected = live.filter((o) => o === 'rejected').length;
  if (!rejected) return 'ACCEPTED';
  return rejected === live.length ? 'REJECTED' : 'PARTLY_REJECTED';
}

export interface StatusTotal {
  status: string;
  count: number;
  totalAgorot: number;
}

/**
 * Totals per status in the order of DEPOSIT_STATUSES (statuses the client does not know follow,
 * in the order met), only for statuses that occur. Amounts are summed exactly in agorot.
 */
export function totalsByStatus(rows: ReadonlyArray<{ status?: string | null; amount?: number | string | null }>): StatusTotal[] {
  const byStatus = new Map<string, StatusTotal>();
  for (const row of rows) {
    const status = row.status || 'UNKNOWN';
    const total = byStatus.get(status) ?? { status, count: 0, totalAgorot: 0 };
    total.count += 1;
    total.totalAgorot += shekelsToAgorot(row.amount ?? null) ?? 0;
    byStatus.set(status, total);
  }
  const rank = (s: string) => {
    const i = (DEPOSIT_STATUSES as readonly string[]).indexOf(s);
    return i < 0 ? DEPOSIT_STATUSES.length : i;
  };
  return [...byStatus.values()].sort((a, b) => rank(a.status) - rank(b.status));
}
