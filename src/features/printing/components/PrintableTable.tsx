import { useTranslation } from 'react-i18next';
import type { Cheque } from '@/api/types/cheque';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import '@/styles/parts/stackedTable.scss';

interface Props {
  cheques: Cheque[];
  selected: ReadonlySet<string>;
  onToggle: (checkId: string) => void;
}

/** The cheques that can be printed, each with a checkbox. */
export function PrintableTable({ cheques, selected, onToggle }: Props) {
  const { t } = useTranslation('printing');
  return (
    <table className="table stacked-table">
      <caption className="visually-hidden">{t('setup.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('setup.choose')}</span>
          </th>
          <th scope="col">{t('columns.payee')}</th>
          <th scope="col" className="money-col">{t('columns.amount')}</th>
          <th scope="col">{t('columns.date')}</th>
          <th scope="col">{t('columns.checkNumber')}</th>
        </tr>
      </thead>
      <tbody>
        {cheques.map((c) => (
          <tr key={c.checkId} className={selected.has(c.checkId) ? 'table-active' : undefined}>
            <td>
              <input type="checkbox" className="form-check-input" aria-label={t('setup.select', { payee: c.payee ?? '', number: c.checkNumber ?? c.checkId })} checked={selected.has(c.checkId)} onChange={() => onToggle(c.checkId)} />
            </td>
            <td data-label={t('columns.payee')} dir="auto">
              {c.payee}
            </td>
            <td className="money-col" data-label={t('columns.amount')}>
              <Money value={c.amount} />
            </td>
            <td data-label={t('columns.date')}>
              <DateText value={c.checkDate} />
            </td>
            <td data-label={t('columns.checkNumber')}>
              <bdi dir="ltr">{c.checkNumber ?? '—'}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
