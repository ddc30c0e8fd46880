import * as yup from 'yup';
import type { BankAccount } from '@/api/types/bankAccount';
import type { BankAccountFields } from '@/api/bankAccountsApi';
import { capabilityConflict, hasAccountDetails, isValidAccountNumber, isValidBankCode, isValidBranch, signatorsProblem } from '../../rules/bankAccountRules';
import { isWithinMaxChars, isWithinMaxDigits } from '@/lib/limits';
import { isSafeText } from '@/lib/forbiddenCharacters';
import { countOf, plainText } from '@/lib/text';

export const ACCOUNT_NAME_MAX = 30;

export interface BankAccountValues {
  bank: string;
  branch: string;
  accountNumber: string;
  accountName: string;
  lastCheckNumber: string;
  isDefault: boolean;
  can_print: boolean;
  can_deposit: boolean;
  payeeOnly: boolean;
  amount_of_signators: string;
  signators: string[];
}

type Parent = { parent: BankAccountValues };

/** A bank account (spec sections 3, 5, 6): every rule from src/lib, messages as translation keys. */
export const bankAccountSchema = yup.object({
  bank: yup.string().required('workspaceSetup:validation.bankRequired').test('bank', 'workspaceSetup:validation.bankRequired', (v) => isValidBankCode(v ?? '')),
  branch: yup.string().trim().required('validation.required').test('branch', 'workspaceSetup:validation.branch', (v) => isValidBranch(v ?? '')),
  accountNumber: yup.string().trim().required('validation.required').test('account', 'workspaceSetup:validation.accountNumber', (v) => isValidAccountNumber(v ?? '')),
  accountName: yup
    .string()
    .trim()
    .test('safe', 'validation.forbiddenChars', (v) => isSafeText(v ?? ''))
    .test('max', 'workspaceSetup:validation.accountNameMax', (v) => isWithinMaxChars(v ?? '', ACCOUNT_NAME_MAX)),
  lastCheckNumber: yup.string().trim().test('digits', 'workspaceSetup:validation.lastCheckNumber', (v) => isWithinMaxDigits(v ?? '')),
  isDefault: yup.boolean().defined(),
  can_print: yup
    .boolean()
    .defined()
    .test('payeeOnly', 'workspaceSetup:validation.payeeOnlyPrints', function noConflict(v) {
      return !capabilityConflict({ can_print: v, payeeOnly: (this as unknown as Parent).parent.payeeOnly });
    }),
  // Section 5 "Deposit option": the account details come first.
  can_deposit: yup
    .boolean()
    .defined()
    .test('details', 'workspaceSetup:validation.depositNeedsDetails', function details(v) {
      return !v || hasAccountDetails((this as unknown as Parent).parent);
    }),
  payeeOnly: yup.boolean().defined(),
  amount_of_signators: yup.string().test('signators', function signators(v) {
    const problem = signatorsProblem(v, (this.parent as BankAccountValues).signators);
    if (problem === 'requiredOutOfRange') return this.createError({ message: 'workspaceSetup:validation.signatorsRequired' });
    if (problem === 'moreRequiredThanSelected') return this.createError({ message: 'workspaceSetup:validation.moreRequiredThanSelected' });
    return true;
  }),
  // Section 5: at least one signator must be selected.
  signators: yup.array(yup.string().defined()).defined().min(1, 'workspaceSetup:validation.noSignator'),
});

export function bankAccountValues(account: BankAccount | null | undefined, defaults: Partial<BankAccountValues> = {}): BankAccountValues {
  // A field the reply sent as something other than text starts empty, never as "[object Object]".
  return {
    bank: plainText(account?.bank),
    branch: plainText(account?.branch),
    accountNumber: plainText(account?.accountNumber),
    accountName: plainText(account?.accountName),
    lastCheckNumber: plainText(account?.lastCheckNumber),
    isDefault: !!account?.isDefault,
    can_print: !!account?.can_print,
    can_deposit: !!account?.can_deposit,
    payeeOnly: !!account?.payeeOnly,
    amount_of_signators: String(countOf(account?.amount_of_signators) ?? 1),
    signators: Array.isArray(account?.signators) ? account.signators.filter((id): id is string => typeof id === 'string') : [],
    ...defaults,
  };
}

/** The account's own fields as the backend takes them. */
export function bankAccountFields(v: BankAccountValues): BankAccountFields {
  return {
    bank: v.bank,
    branch: v.branch.trim(),
    accountNumber: v.accountNumber.trim(),
    accountName: v.accountName.trim(),
    lastCheckNumber: v.lastCheckNumber.trim() ? Number(v.lastCheckNumber.trim()) : undefined,
    isDefault: v.isDefault,
    can_print: v.can_print,
    can_deposit: v.can_deposit,
    payeeOnly: v.payeeOnly,
  };
}

/** Section 8 messages that belong to one field of the form. */
export const ACCOUNT_ERROR_FIELDS: Record<string, keyof BankAccountValues & string> = {
  'errors.invalidBankData': 'accountNumber',
  'errors.unsupportedBank': 'bank',
  'errors.ownerRequired': 'can_print',
  'errors.accountNotApprovedToPrint': 'can_print',
};
