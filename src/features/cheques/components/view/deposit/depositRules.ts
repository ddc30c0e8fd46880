import { isDeletedCheque } from '@/lib/statuses';

/** Where a cheque stands for the deposit tab (spec section 4). */
export type DepositStage = 'open' | 'rejected' | 'pending' | 'withBank' | 'deleted';

const PENDING = new Set(['AWAITING_DEPOSIT', 'PROCESSING_DEPOSIT']);
const WITH_BANK = new Set(['AWAITING_BANK', 'AWAITING_BANK_ACK', 'RECEIVED_BANK', 'RECEIVED_CI3', 'RECEIVED_DEPOSIT', 'AWAITING_CI3']);
const REJECTED = new Set(['REJECTED', 'REJECTED_BANK']);

export function depositStage(cheque: { status?: string; isDeleted?: boolean }): DepositStage {
  if (isDeletedCheque(cheque)) return 'deleted';
  if (PENDING.has(cheque.status ?? '')) return 'pending';
  if (WITH_BANK.has(cheque.status ?? '')) return 'withBank';
  if (REJECTED.has(cheque.status ?? '')) return 'rejected';
  return 'open';
}
