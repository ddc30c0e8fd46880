// Recording that a returned cheque was paid another way: the amount (positive, at most the
// largest cheque amount), the day (a real day, not in the future) and the means.
import { isIsoDay } from '../dates';
import { MAX_AMOUNT_AGOROT, formatAmountPlain, parseAmount } from '../money';

export const PAYMENT_MEANS = ['cash', 'transfer', 'cheque', 'card', 'other'] as const;
export type PaymentMeans = (typeof PAYMENT_MEANS)[number];

export interface PaidOtherwiseInput {
  amount: string;
  date: string;
  means: string;
}

export type PaidOtherwiseProblem = 'invalidAmount' | 'invalidDate' | 'invalidMeans';

/** The first problem of the form, or null when it may be recorded. */
export function paidOtherwiseProblem(input: PaidOtherwiseInput, today: string): PaidOtherwiseProblem | null {
  const agorot = parseAmount(input.amount);
  if (agorot === null || agorot <= 0 || agorot > MAX_AMOUNT_AGOROT) return 'invalidAmount';
  if (!isIsoDay(input.date) || input.date > today) return 'invalidDate';
  if (!(PAYMENT_MEANS as readonly string[]).includes(input.means)) return 'invalidMeans';
  return null;
}

/** The amount as the note writes it: '₪1,234.50' (digits only, no bidi marks in stored text). */
export function paidAmountText(amount: string): string {
  const agorot = parseAmount(amount);
  return agorot === null ? '' : `₪${formatAmountPlain(agorot)}`;
}
