import type { TFunction } from 'i18next';
import { formatDate } from '@/lib/dates';
import type { ChequeReturn, RedepositOutlook } from '@/lib/returns/returnedCheque';

/** The bank's reason in the page's language; the bank's own words when the client does not know them. */
export function reasonLabel(t: TFunction, ret: Pick<ChequeReturn, 'reason' | 'reasonText'>): string {
  if (ret.reason === 'other' && ret.reasonText) return ret.reasonText;
  return t(`returns:reasons.${ret.reason}`);
}

/** What is still possible, in words. */
export function outlookLabel(t: TFunction, outlook: RedepositOutlook): string {
  switch (outlook.kind) {
    case 'valid':
      return outlook.daysLeft === 0 ? t('returns:outlook.validToday') : t('returns:outlook.valid', { day: formatDate(outlook.lastDay) });
    case 'fromDueDay':
      return t('returns:outlook.fromDueDay', { day: formatDate(outlook.dueDay) });
    case 'stale':
      return t('returns:outlook.stale', { day: formatDate(outlook.lastDay) });
    default:
      return t(`returns:outlook.${outlook.kind}`);
  }
}
