import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Charge } from '@/api/types/credits';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import { chargeTotals } from '@/lib/credits';
import '@/styles/parts/stackedTable.scss';

/** One row per charge: credits in (purchases) and out (cheques deposited or printed), with totals. */
export function ChargesTable({ charges }: { charges: Charge[] }) {
  const { t } = useTranslation('credits');
  const totals = chargeTotals(charges);
  const signed = (c: Charge) => (c.actionType === 'OUT' ? `−${c.credits}` : `+${c.credits}`);
  return (
    <table className="table stacked-table charges-table">
      <caption className="visually-hidden">{t('charges.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('charges.columns.date')}</th>
          <th scope="col">{t('charges.columns.type')}</th>
          <th scope="col" className="money-col">{t('charges.columns.credits')}</th>
          <th scope="col">{t('charges.columns.description')}</th>
          <th scope="col" className="money-col">{t('charges.columns.amount')}</th>
          <th scope="col">{t('charges.columns.receipt')}</th>
        </tr>
      </thead>
      <tbody>
        {charges.map((c) => (
          <tr key={c.id}>
            <td data-label={t('charges.columns.date')}>
              <DateText value={c.date} withTime />
            </td>
            <td data-label={t('charges.columns.type')}>
              <CBadge className={c.actionType === 'IN' ? 'bg-success-subtle text-success-emphasis' : 'bg-secondary-subtle text-secondary-emphasis'}>
                {t(`charges.types.${c.actionType}`, { defaultValue: c.actionType })}
              </CBadge>
            </td>
            <td className="money-col" data-label={t('charges.columns.credits')}>
              <bdi dir="ltr">{signed(c)}</bdi>
            </td>
            <td data-label={t('charges.columns.description')} dir="auto">
              {c.description ?? '—'}
            </td>
            <td className="money-col" data-label={t('charges.columns.amount')}>
              {c.amount === undefined ? '—' : <Money value={c.amount} />}
            </td>
            <td data-label={t('charges.columns.receipt')}>{c.receiptNumber ? <bdi dir="ltr">{c.receiptNumber}</bdi> : '—'}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="stacked-table__total">
          <td colSpan={6}>
            <span className="charges-totals" role="status">
              {t('charges.totals', { in: totals.inCredits, out: totals.outCredits, net: totals.net })}
            </span>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
