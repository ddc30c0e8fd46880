// Deposits (sections 3, 4): "Deposit statuses include PARTLY_REJECTED (partly approved). The full
// list is not shown." The rest is ours, from where a deposit's cheques stand.

export const DEPOSIT_STATUSES = ['PENDING', 'PROCESSING', 'ACCEPTED', 'PARTLY_REJECTED', 'REJECTED', 'CANCELED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export type Outcome = 'scheduled' | 'atBank' | 'accepted' | 'rejected' | 'left';

/** Where one cheque of a deposit stands, from its status. */
export function outcomeOf(status: string): Outcome {
  if (status === 'AWAITING_DEPOSIT') return 'scheduled';
  if (status === 'PROCESSING_DEPOSIT' || status === 'AWAITING_BANK' || status === 'AWAITING_BANK_ACK') return 'atBank';
  if (status === 'RECEIVED_DEPOSIT' || status === 'RECEIVED_BANK') return 'accepted';
  if (status === 'REJECTED_BANK' || status === 'REJECTED') return 'rejected';
  // Called back (NEW again) or deleted since: no longer part of the deposit.
  return 'left';
}

export function depositStatus(statuses: readonly string[]): DepositStatus {
  const live = statuses.map(outcomeOf).filter((o) => o !== 'left');
  if (!live.length) return 'CANCELED';
  if (live.every((o) => o === 'scheduled')) return 'PENDING';
  if (live.some((o) => o === 'scheduled' || o === 'atBank')) return 'PROCESSING';
  const rejected = live.filter((o) => o === 'rejected').length;
  return rejected === 0 ? 'ACCEPTED' : rejected === live.length ? 'REJECTED' : 'PARTLY_REJECTED';
}

export const isDepositStatus = (value: unknown): value is DepositStatus => typeof value === 'string' && (DEPOSIT_STATUSES as readonly string[]).includes(value);
