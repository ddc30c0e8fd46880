// What a deposit sends about its day (spec section 3, the check action payload: depositDate,
// depositOnDueDate), from the timing chosen. One rule for every screen that deposits.
import type { DepositTiming } from './depositEligibility';

export interface DepositDayFields {
  depositOnDueDate: boolean;
  depositDate?: string;
}

/**
 * Now: today. A future day: that day moved to the bank business day on or after it, when the
 * screen has the bank calendar. Each on its due date: the flag; the backend takes each cheque's own
 * date (and today once it has passed); for one cheque the day it comes to is sent too.
 */
export function depositDayFields(
  timing: DepositTiming,
  today: string,
  date?: string | null,
  businessDayOnOrAfter?: (iso: string) => string,
  /** One cheque's known deposit day on its due date (the cheque view): sent beside the flag. */
  dueDepositDay?: string | null,
): DepositDayFields {
  if (timing === 'dueDate') return dueDepositDay ? { depositOnDueDate: true, depositDate: dueDepositDay } : { depositOnDueDate: true };
  if (timing === 'now' || !date) return { depositOnDueDate: false, depositDate: today };
  return { depositOnDueDate: false, depositDate: businessDayOnOrAfter ? businessDayOnOrAfter(date) : date };
}
