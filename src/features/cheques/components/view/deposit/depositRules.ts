import type { BankAccount, DepositableBank } from '@/api/types/bankAccount';
import type { SafeType } from '@/lib/money';
import { isDeletedCheque } from '@/lib/statuses';

export type DepositMode = 'now' | 'future' | 'again';

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

/** Accounts that may take deposits: can_deposit, at a bank the workspace can deposit to. */
export function depositAccounts(accounts: BankAccount[], banks: DepositableBank[]): BankAccount[] {
  const allowed = new Set(banks.map((b) => String(b.bank)));
  return accounts.filter((a) => a.can_deposit === true && (!allowed.size || allowed.has(String(a.bank))));
}

/** Spec section 9: the cap depends on the safe the deposit goes through; the stricter when unknown. */
export function safeTypeOf(account: BankAccount | undefined, banks: DepositableBank[]): SafeType {
  const viaBank = banks.find((b) => String(b.bank) === String(account?.bank))?.safeType;
  return account?.safeType ?? viaBank ?? 'bank';
}
