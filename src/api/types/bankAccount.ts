// Spec section 3, Bank account; and the bank lists of section 7 (banks, validate, depositable banks).

export interface BankAccount {
  id: string;
  bank: string;
  branch: string;
  accountNumber: string;
  accountName?: string;
  lastCheckNumber?: number;
  isDefault?: boolean;
  can_print?: boolean;
  can_deposit?: boolean;
  payeeOnly?: boolean;
  amount_of_signators?: number;
  signators?: string[];
  wsName?: string;
  logo?: string;
  stamp?: string;
  safeType?: 'bank' | 'private';
}

/** GET /api/workspace/banks: an Israeli bank by its two-digit code. */
export interface Bank {
  code: string;
  name: string;
}

/** GET /api/workspace/banks/validate/{bank}/{branch}/{account}. */
export interface BankValidation {
  valid: boolean;
  bankName?: string;
  restrictedAccount?: boolean;
}

/** GET /api/workspace/{ws}/depositable-banks: a bank the workspace may deposit into. */
export interface DepositableBank {
  bank: string;
  name?: string;
  safeType?: 'bank' | 'private';
}
