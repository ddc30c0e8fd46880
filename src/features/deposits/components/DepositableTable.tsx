import { useTranslation } from 'react-i18next';
import type { Cheque } from '@/api/types/cheque';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import type { DepositRefusal } from '@/lib/depositBatch';
import '@/styles/parts/stackedTable.scss';

interface Props {
  cheques: Cheque[];
  selected: ReadonlySet<string>;
  refusals: ReadonlyMap<string, DepositRefusal>;
  onToggle: (checkId: string) => void;
  onToggleAll: (select: boolean) => void;
}

/** The cheques that can be deposited, each with a checkbox and, once chosen, why it cannot go. */
export function DepositableTable({ cheques, selected, refusals, onToggle, onToggleAll }: Props) {
  const { t } = useTranslation('deposits');
  const all = cheques.length > 0 && cheques.every((c) => selected.has(c.checkId));
  return (
    <table className="table stacked-table deposit-table">
      <caption className="visually-hidden">{t('workspace.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <input type="checkbox" className="form-check-input" aria-label={t('workspace.selectAll')} checked={all} onChange={(e) => onToggleAll(e.target.checked)} />
          </th>
          <th scope="col">{t('columns.checkNumber')}</th>
          <th scope="col">{t('columns.payee')}</th>
          <th scope="col" className="money-col">{t('columns.amount')}</th>
          <th scope="col">{t('columns.dueDate')}</th>
          <th scope="col">{t('columns.problem')}</th>
        </tr>
      </thead>
      <tbody>
        {cheques.map((c) => {
          const refusal = selected.has(c.checkId) ? refusals.get(c.checkId) : undefined;
          return (
            <tr key={c.checkId} className={refusal ? 'table-warning' : selected.has(c.checkId) ? 'table-active' : undefined}>
              <td>
                <input
                  type="checkbox"
                  className="form-check-input"
                  aria-label={t('workspace.select', { number: c.checkNumber ?? c.checkId })}
                  checked={selected.has(c.checkId)}
                  onChange={() => onToggle(c.checkId)}
                  aria-describedby={refusal ? `refusal-${c.checkId}` : undefined}
                />
              </td>
              <td data-label={t('columns.checkNumber')}>
                <bdi dir="ltr">{c.checkNumber ?? '—'}</bdi>
              </td>
              <td data-label={t('columns.payee')} dir="auto">
                {c.payee ?? '—'}
              </td>
              <td className="money-col" data-label={t('columns.amount')}>
                <Money value={c.amount} />
              </td>
              <td data-label={t('columns.dueDate')}>
                <DateText value={c.checkDate} relative />
              </td>
              <td data-label={refusal ? t('columns.problem') : undefined}>
                {refusal && (
                  <span id={`refusal-${c.checkId}`} className="text-danger-emphasis small">
                    {t(`refusals.${refusal}`)}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
