// Which accounts a deposit may go to, and through which safe (spec sections 3, 6 and 9): one rule
// for the deposit workspace, the cheque view's deposit tab and the list's bulk deposit.
import { accountCanDeposit, type AccountCapabilities } from '../permissions';
import type { SafeType } from '../money';

export { accountCanDeposit };

export interface DepositAccount extends AccountCapabilities {
  id?: string;
  bank?: string | number | null;
  safeType?: SafeType | null;
}

export interface DepositableBankRef {
  bank: string | number;
  safeType?: SafeType | null;
}

/** Accounts that may take deposits (accountCanDeposit), at a bank the workspace can deposit to when the list is known. */
export function depositAccountsOf<A extends DepositAccount>(accounts: readonly A[], banks: readonly DepositableBankRef[]): A[] {
  const allowed = new Set(banks.map((b) => String(b.bank)));
  return accounts.filter((a) => accountCanDeposit(a) && (!allowed.size || allowed.has(String(a.bank))));
}

/** Section 9: the cap follows the safe the account deposits through; the stricter cap when unknown. */
export function safeTypeOfAccount(account: DepositAccount | null | undefined, banks: readonly DepositableBankRef[]): SafeType {
  if (account?.safeType === 'bank' || account?.safeType === 'private') return account.safeType;
  const viaBank = banks.find((b) => String(b.bank) === String(account?.bank ?? ''))?.safeType;
  return viaBank === 'private' ? 'private' : 'bank';
}

/** The account the form starts with: the default one, else the only one; never a guess among several. */
export function preferredDepositAccount<A extends DepositAccount & { isDefault?: boolean | null }>(accounts: readonly A[]): A | undefined {
  return accounts.find((a) => a.isDefault) ?? (accounts.length === 1 ? accounts[0] : undefined);
}
