import * as yup from 'yup';
import type { NewPaymentRequest } from '@/api/paymentRequestsApi';
import { isValidEmail } from '@/lib/email';
import { COMMENT_MAX, isWithinMaxChars } from '@/lib/limits';
import { agorotToShekels, parseAmount } from '@/lib/money';
import { parseDate } from '@/lib/dates';
import { cancelDateProblem, paymentAmountProblem, uprProblem } from './rules/paymentRequests';
import { isSafeText } from '@/lib/forbiddenCharacters';

const V = 'paymentRequests:validation';

export interface PaymentRequestValues {
  requestNumber: string;
  amount: string;
  terminalId: string;
  clientEmail: string;
  clientMessage: string;
  /** Day/month/year as typed (parseDate). */
  dateToCancel: string;
  /** Send the link to the client's e-mail right after creating (when there is one). */
  sendNow: boolean;
}

const AMOUNT = { required: `${V}.amountRequired`, invalid: `${V}.amountInvalid`, zero: `${V}.amountZero`, tooLarge: `${V}.amountTooLarge` };
const CANCEL = { required: 'validation.required', invalid: 'validation.date', notAfterToday: `${V}.cancelNotAfterToday`, tooFar: `${V}.cancelTooFar` };

export const amountField = yup.string().default('').test('amount', (value, ctx) => {
  const problem = paymentAmountProblem(value);
  return problem ? ctx.createError({ message: AMOUNT[problem] }) : true;
});

export const terminalField = yup.string().default('').required(`${V}.terminalRequired`);

/** Built from the rules of src/lib (section 5 text and e-mail, section 9 amount, ours for the UPR). */
export function paymentRequestSchema(today: string) {
  return yup.object({
    requestNumber: yup.string().default('').test('upr', (value, ctx) => {
      const problem = uprProblem(value);
      return problem ? ctx.createError({ message: problem === 'required' ? 'validation.required' : `${V}.uprInvalid` }) : true;
    }),
    amount: amountField,
    terminalId: terminalField,
    clientEmail: yup
      .string()
      .default('')
      .test('email', 'validation.email', (v) => !v?.trim() || isValidEmail(v.trim())),
    clientMessage: yup
      .string()
      .default('')
      .test('safe', 'validation.forbiddenChars', (v) => isSafeText(v ?? ''))
      .test('length', `${V}.messageTooLong`, (v) => isWithinMaxChars((v ?? '').trim(), COMMENT_MAX)),
    dateToCancel: yup.string().default('').test('date', (value, ctx) => {
      const iso = parseDate(value);
      const problem = value?.trim() && !iso ? 'invalid' : cancelDateProblem(iso, today);
      return problem ? ctx.createError({ message: CANCEL[problem] }) : true;
    }),
  });
}

/** What POST .../payment/request is sent. */
export function newRequestOf(values: PaymentRequestValues): NewPaymentRequest {
  return {
    requestNumber: values.requestNumber.trim(),
    amount: agorotToShekels(parseAmount(values.amount) ?? 0),
    terminalId: values.terminalId,
    clientEmail: values.clientEmail.trim() || undefined,
    clientMessage: values.clientMessage.trim() || undefined,
    dateToCancel: parseDate(values.dateToCancel) ?? undefined,
  };
}

/** Server refusals of section 8 that belong to one field. */
export const FIELD_OF_ERROR: Record<string, { field: keyof PaymentRequestValues; message: string }> = {
  'errors.uprInUse': { field: 'requestNumber', message: `${V}.uprInUse` },
  'errors.uprMissing': { field: 'requestNumber', message: `${V}.uprMissing` },
  'errors.terminalNotFound': { field: 'terminalId', message: `${V}.terminalGone` },
};
