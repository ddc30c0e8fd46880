import { hrefs } from '@/config/hrefs';
import { paths } from '@/config/paths';
import type { NextAction } from '@/lib/chequeNextAction';

/** The cheque view's tabs an action opens (the view reads `?tab=`). */
export const CHEQUE_TABS = ['info', 'signature', 'cut', 'deposit', 'activity'] as const;
export type ChequeTab = (typeof CHEQUE_TABS)[number];

/** Where each next action is done: a tab of the cheque view, or the delivery page for sending. */
export const TAB_OF_ACTION: Readonly<Record<Exclude<NextAction, 'send'>, ChequeTab>> = {
  completeDetails: 'info',
  sign: 'signature',
  deposit: 'deposit',
};

export const isChequeTab = (value: unknown): value is ChequeTab => typeof value === 'string' && (CHEQUE_TABS as readonly string[]).includes(value);

/** The address that does this action on this cheque. */
export function nextActionHref(action: NextAction, checkId: string): string {
  if (action === 'send') return `${paths.chequesDelivery}?ids=${encodeURIComponent(checkId)}`;
  return `${hrefs.chequeView(checkId)}?tab=${TAB_OF_ACTION[action]}`;
}
