import * as yup from 'yup';
import { agorotToShekels, parseAmount, shekelsToAgorot } from '@/lib/money';
import { SENDING_METHODS, SENDING_TIMINGS, SOURCES } from '@/lib/statuses';
import type { WorkspaceSettings } from '@/api/types/workspace';
import { isValidDaysToCancel } from '@/lib/daysToCancel';
import { isValidDaysToDelete } from '@/lib/limits';
import { CHECK_IN_FIELDS, isValidAmountLimit, isValidSignatorsRequired, singleWithinDaily } from '../../rules/workspaceSettings';

export { CHECK_IN_FIELDS, SENDING_METHODS, SENDING_TIMINGS, SOURCES };

const amountOrEmpty = (v: string | undefined) => !v?.trim() || isValidAmountLimit(parseAmount(v));
const agorotOf = (v: string | undefined) => (v?.trim() ? parseAmount(v) : null);

/** Cheque settings (sections 3, 5, 9): every rule from src/lib; amounts typed in shekels. */
export const chequeSettingsSchema = yup.object({
  days_to_delete_check: yup.string().trim().required('validation.required').test('days', 'workspaceSetup:validation.daysToDelete', (v) => isValidDaysToDelete(v ?? '')),
  singleLimit: yup
    .string()
    .test('amount', 'workspaceSetup:validation.amountLimit', amountOrEmpty)
    .test('withinDaily', 'workspaceSetup:validation.singleAboveDaily', function within(v) {
      return singleWithinDaily(agorotOf(v), agorotOf((this.parent as { dailyLimit?: string }).dailyLimit));
    }),
  dailyLimit: yup.string().test('amount', 'workspaceSetup:validation.amountLimit', amountOrEmpty),
  amount_of_signators: yup.string().required('validation.required').test('signators', 'workspaceSetup:validation.signatorsRequired', (v) => isValidSignatorsRequired(v ?? '')),
  defaultSendingMethodTo: yup.string().oneOf(['', ...SENDING_METHODS]),
  defaultSendingMethodFrom: yup.string().oneOf(['', ...SENDING_METHODS]),
  defaultSendingTime: yup.string().oneOf(['', ...SENDING_TIMINGS]),
  defaultChecksDestination: yup.string().oneOf(['', ...SOURCES]),
});

export type ChequeSettingsValues = yup.InferType<typeof chequeSettingsSchema>;

const typedAmount = (shekels: number | undefined) => {
  const agorot = shekels == null ? null : shekelsToAgorot(shekels);
  return agorot == null ? '' : agorotToShekels(agorot).replace(/\.00$/, '');
};

export function chequeSettingsValues(s: WorkspaceSettings | undefined): ChequeSettingsValues {
  return {
    days_to_delete_check: s?.days_to_delete_check == null ? '' : String(s.days_to_delete_check),
    singleLimit: typedAmount(s?.singleCheckAmountLimit),
    dailyLimit: typedAmount(s?.dailyCheckAmountLimit),
    amount_of_signators: String(s?.amount_of_signators ?? 1),
    defaultSendingMethodTo: s?.defaultSendingMethodTo ?? '',
    defaultSendingMethodFrom: s?.defaultSendingMethodFrom ?? '',
    defaultSendingTime: s?.defaultSendingTime ?? '',
    defaultChecksDestination: s?.defaultChecksDestination ?? '',
  };
}

/** The body of PUT .../settings/checks: limits as shekel numbers (null clears a limit). */
export function chequeSettingsBody(v: ChequeSettingsValues): Record<string, unknown> {
  const shekels = (typed: string | undefined) => {
    const agorot = agorotOf(typed);
    return agorot == null ? null : Number(agorotToShekels(agorot));
  };
  return {
    days_to_delete_check: Number(v.days_to_delete_check),
    singleCheckAmountLimit: shekels(v.singleLimit),
    dailyCheckAmountLimit: shekels(v.dailyLimit),
    amount_of_signators: Number(v.amount_of_signators),
    defaultSendingMethodTo: v.defaultSendingMethodTo || null,
    defaultSendingMethodFrom: v.defaultSendingMethodFrom || null,
    defaultSendingTime: v.defaultSendingTime || null,
    defaultChecksDestination: v.defaultChecksDestination || null,
  };
}

export const daysToCancelSchema = yup.object({
  days: yup.string().trim().required('validation.required').test('days', 'workspaceSetup:validation.daysToCancel', (v) => isValidDaysToCancel(v ?? '')),
});
