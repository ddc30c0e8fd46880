import { useTranslation } from 'react-i18next';
import type { Cheque } from '@/api/types/cheque';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import { DepositVerdictNote } from '@/components/deposit/DepositVerdictNote';
import { RestrictedAccountBadge } from '@/components/display/RestrictedAccountBadge';
import type { DepositVerdict } from '@/lib/chequeLaw/depositEligibility';
import '@/styles/parts/stackedTable.scss';

interface Props {
  cheques: Cheque[];
  selected: ReadonlySet<string>;
  /** Each cheque's verdict for the options chosen (lib/chequeLaw/depositEligibility). */
  verdicts: ReadonlyMap<string, DepositVerdict>;
  onToggle: (checkId: string) => void;
  onToggleAll: (select: boolean) => void;
}

/**
 * The cheques a deposit can start from, each with a checkbox and, under its payee, what blocks it
 * for the options chosen; once chosen, also what to know (it goes stale soon, its day moves to a business day).
 */
export function DepositableTable({ cheques, selected, verdicts, onToggle, onToggleAll }: Props) {
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
        </tr>
      </thead>
      <tbody>
        {cheques.map((c) => {
          const chosen = selected.has(c.checkId);
          const verdict = verdicts.get(c.checkId);
          const blocked = !!verdict?.blocks.length;
          const said = blocked || (chosen && !!verdict?.warnings.length);
          return (
            <tr key={c.checkId} className={chosen && blocked ? 'table-warning' : chosen ? 'table-active' : undefined}>
              <td>
                <input
                  type="checkbox"
                  className="form-check-input"
                  aria-label={t('workspace.select', { number: c.checkNumber ?? c.checkId })}
                  checked={selected.has(c.checkId)}
                  onChange={() => onToggle(c.checkId)}
                  aria-describedby={said ? `verdict-${c.checkId}` : undefined}
                />
              </td>
              <td data-label={t('columns.checkNumber')}>
                <bdi dir="ltr">{c.checkNumber ?? '—'}</bdi>
              </td>
              <td data-label={t('columns.payee')}>
                {/* Under its payee, as on the printing page (a column of its own pushed the table out of
                    its card on a laptop); one block, so that on a phone it wraps beside the label. */}
                <div className="stacked-table__block">
                  <span dir="auto">{c.payee ?? '—'}</span>
                  <RestrictedAccountBadge restricted={c.restrictedAccount} className="d-block" />
                  <DepositVerdictNote verdict={verdict} id={`verdict-${c.checkId}`} blocksOnly={!chosen} />
                </div>
              </td>
              <td className="money-col" data-label={t('columns.amount')}>
                <Money value={c.amount} />
              </td>
              <td data-label={t('columns.dueDate')}>
                <DateText value={c.checkDate} relative />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
