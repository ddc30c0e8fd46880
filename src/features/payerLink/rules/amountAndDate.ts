// Amount and date the payer types when the terminal allows it (spec section 5 "Amount and date":
// both required then; section 9: at most 10,000,000 shekels). Translation keys come out.
import { exceedsMaxAmount, parseAmount } from '@/lib/money';
import { parseDate } from '@/lib/dates';
import type { FieldErrors } from './terminalValidation';

export interface AmountAndDate {
  amount: string;
  checkDate: string;
}

export interface ParsedAmountAndDate {
  agorot: number;
  /** ISO 'YYYY-MM-DD'. */
  checkDate: string;
}

/** Both required when the terminal lets the payer fill them; the amount in (0, 10,000,000]. */
export function validateAmountAndDate(values: AmountAndDate): { errors: FieldErrors<keyof AmountAndDate>; parsed?: ParsedAmountAndDate } {
  const errors: FieldErrors<keyof AmountAndDate> = {};
  const agorot = parseAmount(values.amount);
  if (!values.amount.trim()) errors.amount = 'validation.amountRequired';
  else if (agorot === null || agorot === 0) errors.amount = 'validation.amountInvalid';
  else if (exceedsMaxAmount(agorot)) errors.amount = 'validation.amountTooHigh';
  const checkDate = parseDate(values.checkDate);
  if (!values.checkDate.trim()) errors.checkDate = 'validation.dateRequired';
  else if (!checkDate) errors.checkDate = 'validation.dateInvalid';
  if (errors.amount || errors.checkDate || agorot === null || !checkDate) return { errors };
  return { errors, parsed: { agorot, checkDate } };
}
