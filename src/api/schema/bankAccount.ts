import type { Bank, BankAccount, BankValidation } from '../types/bankAccount';
import { alias, bool, id, image, map, num, obj, oneOf, opt, text, texts, type Schema } from './fields';

/*
 * Spec section 3, Bank account, and the bank lists of section 7 (docs/backend-contract.md, "Bank
 * accounts and banks"). Strict: the account's id, bank, branch and number (what a cheque is
 * printed or deposited with); the rest tolerant.
 */

export const BankAccountSchema: Schema<BankAccount> = alias(
  obj({
    id: id(),
    bank: id(),
    branch: id(),
    accountNumber: id(),
    accountName: opt(text()),
    lastCheckNumber: opt(num()),
    isDefault: opt(bool()),
    can_print: opt(bool()),
    can_deposit: opt(bool()),
    payeeOnly: opt(bool()),
    amount_of_signators: opt(num()),
    signators: opt(texts()),
    wsName: opt(text()),
    logo: opt(image()),
    stamp: opt(image()),
    safeType: opt(oneOf(['bank', 'private'] as const)),
  }),
  { id: ['_id'] },
);

/** An Israeli bank by its code (a number read as text). */
export const BankSchema: Schema<Bank> = obj({ code: id(), name: opt(text(), () => '') });

/** Valid unless the reply says `valid: false` (a refusal comes as an error: section 8). */
export const BankValidationSchema: Schema<BankValidation> = map(obj({ valid: opt(bool()), bankName: opt(text()), restrictedAccount: opt(bool()) }), (r) => ({ ...r, valid: r.valid !== false }));
