import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Charge } from '@/api/types/credits';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import { ListCards } from '@/components/list/ListCards';
import { chargeTotals } from '@/lib/credits';
import { chargeWording } from '../rules/chargeDescription';
import '@/styles/parts/stackedTable.scss';

/** One row per charge: credits in (purchases) and out (cheques deposited or printed), with totals. */
export function ChargesTable({ charges, phone }: { charges: Charge[]; phone: boolean }) {
  const { t } = useTranslation('credits');
  const totals = chargeTotals(charges);
  const signed = (c: Charge) => (c.actionType === 'OUT' ? `−${c.credits}` : `+${c.credits}`);
  // The server writes its descriptions in Hebrew: said again in the screen's language when the type is known.
  const describe = (c: Charge) => {
    const wording = chargeWording(c);
    return wording ? t(`charges.descriptions.${wording.kind}`, { count: wording.count }) : c.description || '—';
  };
  const type = (c: Charge) => (
    <CBadge className={c.actionType === 'IN' ? 'bg-success-subtle text-success-emphasis' : 'bg-secondary-subtle text-secondary-emphasis'}>
      {t(`charges.types.${c.actionType}`, { defaultValue: c.actionType })}
    </CBadge>
  );
  const totalsText = (
    <span className="charges-totals" role="status">
      {t('charges.totals', { in: totals.inCredits, out: totals.outCredits, net: totals.net })}
    </span>
  );
  if (phone) {
    return (
      <ListCards
        label={t('charges.cards')}
        total={totalsText}
        cards={charges.map((c) => ({
          id: c.id,
          title: <span dir="auto">{describe(c)}</span>,
          subtitle: <DateText value={c.date} withTime />,
          amount: <bdi dir="ltr">{signed(c)}</bdi>,
          facts: [
            ...(c.amount === undefined ? [] : [{ id: 'amount', label: t('charges.columns.amount'), value: <Money value={c.amount} /> }]),
            ...(c.receiptNumber ? [{ id: 'receipt', label: t('charges.columns.receipt'), value: <bdi dir="ltr">{c.receiptNumber}</bdi> }] : []),
          ],
          footer: type(c),
        }))}
      />
    );
  }
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
            <td data-label={t('charges.columns.type')}>{type(c)}</td>
            <td className="money-col" data-label={t('charges.columns.credits')}>
              <bdi dir="ltr">{signed(c)}</bdi>
            </td>
            <td data-label={t('charges.columns.description')} dir="auto">
              {describe(c)}
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
          <td colSpan={6}>{totalsText}</td>
        </tr>
      </tfoot>
    </table>
  );
}
