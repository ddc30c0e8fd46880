import { useTranslation } from 'react-i18next';
import type { BankCalendar } from '@/lib/bankCalendar';
import { creditsForCheques } from '@/lib/credits';
import { formatDate } from '@/lib/dates';

interface Props {
  /** How many cheques will be deposited. */
  count: number;
  /** The one day they are deposited on, or null when each goes on its own due date. */
  depositDay: string | null;
  calendar: BankCalendar | null;
}

/**
 * What a deposit costs and when the money is expected: one credit per cheque (lib/credits), and
 * the evening of the deposit day when the banks work that day, else of the next business day
 * (lib/bankCalendar, docs/cheque-law.md).
 */
export function DepositOutlook({ count, depositDay, calendar }: Props) {
  const { t, i18n } = useTranslation('chequeLaw');
  const settles = depositDay && calendar ? calendar.expectedSettlementDay(depositDay) : null;
  return (
    <dl className="deposit-outlook mb-0">
      <dt className="visually-hidden">{t('confirm.creditsLabel')}</dt>
      <dd className="mb-1">{t('confirm.credits', { count: creditsForCheques(count) })}</dd>
      <dt className="d-inline fw-normal">{t('confirm.settlement')}: </dt>
      <dd className="d-inline">
        {settles ? t('confirm.settlementOnDay', { day: formatDate(settles), hebrew: calendar?.hebrewDateText(settles, i18n.language) }) : t('confirm.settlementEachDue')}
      </dd>
    </dl>
  );
}
