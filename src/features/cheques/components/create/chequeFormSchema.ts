import * as yup from 'yup';
import type { Cheque, ChequeFields } from '@/api/types/cheque';
import { agorotToShekels, exceedsMaxAmount, formatAmountPlain, needsCorrectionApproval, parseAmount, shekelsToAgorot } from '@/lib/money';
import { formatDate, parseDate } from '@/lib/dates';
import { micrProblem } from '../../rules/micr';
import { isWithinMaxChars, isWithinMaxDigits } from '@/lib/limits';
import { isValidPhone, normalizePhone } from '@/lib/phone';
import { isSafeText } from '@/lib/forbiddenCharacters';
import { amountInHebrewWords } from '@/lib/amountInWords';

/** What the cheque form holds: every value as typed (amounts and dates stay strings, spec section 5). */
export interface ChequeFormValues {
  amount: string;
  checkDate: string;
  checkNumber: string;
  bank: string;
  branch: string;
  account: string;
  micr: string;
  payee: string;
  payeePhone: string;
  sendingMethod: string;
  correctionApproved: boolean;
  frontImage: string;
  rearImage: string;
}

export const emptyChequeForm: ChequeFormValues = {
  amount: '', checkDate: '', checkNumber: '', bank: '', branch: '', account: '', micr: '',
  payee: '', payeePhone: '', sendingMethod: '', correctionApproved: false, frontImage: '', rearImage: '',
};

export function chequeToForm(cheque: Cheque): ChequeFormValues {
  const agorot = shekelsToAgorot(cheque.amount);
  return {
    ...emptyChequeForm,
    amount: agorot === null ? '' : formatAmountPlain(agorot),
    checkDate: formatDate(cheque.checkDate),
    checkNumber: cheque.checkNumber ?? '',
    bank: cheque.bank ?? '',
    branch: cheque.branch ?? '',
    account: cheque.account ?? '',
    micr: cheque.micr ?? '',
    payee: cheque.payee ?? '',
    payeePhone: cheque.payeePhone ?? '',
    sendingMethod: cheque.sendingMethod ?? '',
    // An amount already stored was approved when it was saved.
    correctionApproved: agorot !== null && needsCorrectionApproval(agorot),
  };
}

const MICR_KEYS = { required: 'validation.micrRequired', digitsOnly: 'validation.micrDigitsOnly', allZeros: 'validation.micrAllZeros' } as const;
const safe = (v: string | undefined) => isSafeText(v ?? '');
const optionalDigits = (max: number) => (v: string | undefined) => isWithinMaxDigits((v ?? '').trim(), max);

/** Spec section 5 (amount, date, MICR, phone, limits, text) before anything is sent. */
export function chequeSchema({ requireFront = false, withPayee = true } = {}) {
  return yup.object({
    amount: yup
      .string()
      .required('validation.amountMissing')
      .test('amount', 'validation.amount', (v) => parseAmount(v) !== null)
      .test('positive', 'cheques:validation.amountPositive', (v) => (parseAmount(v) ?? 1) > 0)
      .test('max', 'validation.amountTooHigh', (v) => !exceedsMaxAmount(parseAmount(v) ?? 0)),
    correctionApproved: yup
      .boolean()
      .test('approval', 'cheques:validation.approvalRequired', function approval(v) {
        const agorot = parseAmount(this.parent.amount);
        return agorot === null || !needsCorrectionApproval(agorot) || v === true;
      }),
    checkDate: yup.string().required('validation.checkDateMissing').test('date', 'validation.date', (v) => parseDate(v) !== null),
    checkNumber: yup.string().required('validation.required').test('digits', 'cheques:validation.digits10', optionalDigits(10)),
    bank: yup.string().required('validation.required').test('bank', 'cheques:validation.bank', optionalDigits(2)),
    branch: yup.string().required('validation.required').test('branch', 'cheques:validation.branch', optionalDigits(3)),
    account: yup.string().required('validation.required').test('digits', 'cheques:validation.digits10', optionalDigits(10)),
    micr: yup.string().test('micr', 'validation.micrRequired', function micr(v) {
      const problem = micrProblem(v ?? '');
      return problem ? this.createError({ message: MICR_KEYS[problem] }) : true;
    }),
    payee: withPayee
      ? yup.string().test('chars', 'cheques:validation.max20', (v) => isWithinMaxChars(v ?? '', 20)).test('safe', 'validation.forbiddenChars', safe)
      : yup.string(),
    payeePhone: withPayee ? yup.string().test('phone', 'validation.phone', (v) => !v?.trim() || isValidPhone(v)) : yup.string(),
    sendingMethod: yup.string(),
    frontImage: requireFront ? yup.string().required('cheques:validation.frontRequired') : yup.string(),
    rearImage: yup.string(),
  });
}

/** The form as the backend's cheque fields: shekels as '1234.50', ISO dates, digits only. */
export function toChequeFields(values: ChequeFormValues, { withPayee = true, withImages = false } = {}): ChequeFields {
  const agorot = parseAmount(values.amount) ?? 0;
  const fields: ChequeFields = {
    amount: agorotToShekels(agorot),
    amountWords: amountInHebrewWords(agorot),
    checkDate: parseDate(values.checkDate) ?? '',
    checkNumber: values.checkNumber.trim(),
    bank: values.bank.trim(),
    branch: values.branch.trim(),
    account: values.account.trim(),
    micr: values.micr.trim(),
    sendingMethod: values.sendingMethod || undefined,
    correctionApproved: needsCorrectionApproval(agorot) ? values.correctionApproved : undefined,
  };
  if (withPayee) {
    fields.payee = values.payee.trim();
    fields.payeePhone = normalizePhone(values.payeePhone);
  }
  if (withImages) {
    fields.frontImage = values.frontImage || undefined;
    fields.rearImage = values.rearImage || undefined;
  }
  return fields;
}
