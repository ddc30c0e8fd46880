import { useTranslation } from 'react-i18next';
import type { Cheque } from '@/api/types/cheque';
import { ActionVerdictNote } from '@/components/display/ActionVerdictNote';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import { RestrictedAccountBadge } from '@/components/display/RestrictedAccountBadge';
import type { ActionVerdict } from '@/lib/chequeLaw/actionRefusals';
import '@/styles/parts/stackedTable.scss';

interface Props {
  rows: ReadonlyArray<{ cheque: Cheque; verdict: ActionVerdict }>;
  selected: ReadonlySet<string>;
  onToggle: (checkId: string) => void;
  /** The new selection: every cheque that may be printed, or none. */
  onToggleAll: (checkIds: string[]) => void;
}

/**
 * The cheques in a printable state, each with a checkbox; a cheque that may not be printed keeps
 * its row with the box disabled and the reason under its payee.
 */
export function PrintableTable({ rows, selected, onToggle, onToggleAll }: Props) {
  const { t } = useTranslation('printing');
  const allowed = rows.filter((r) => !r.verdict.refusals.length).map((r) => r.cheque.checkId);
  const refused = rows.length - allowed.length;
  const allChosen = allowed.length > 0 && allowed.every((id) => selected.has(id));
  return (
    <>
      {refused > 0 && <p className="small text-body-secondary">{t('setup.refusedSummary', { count: refused })}</p>}
      <table className="table stacked-table">
        <caption className="visually-hidden">{t('setup.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <input type="checkbox" className="form-check-input" aria-label={t('setup.selectAll')} checked={allChosen} disabled={!allowed.length} onChange={() => onToggleAll(allChosen ? [] : allowed)} />
            </th>
            <th scope="col">{t('columns.payee')}</th>
            <th scope="col" className="money-col">{t('columns.amount')}</th>
            <th scope="col">{t('columns.date')}</th>
            <th scope="col">{t('columns.checkNumber')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ cheque: c, verdict }) => {
            const blocked = verdict.refusals.length > 0;
            const noteId = `print-note-${c.checkId}`;
            const hasNote = blocked || verdict.warnings.length > 0;
            return (
              <tr key={c.checkId} className={selected.has(c.checkId) && !blocked ? 'table-active' : undefined}>
                <td>
                  <input
                    type="checkbox"
                    className="form-check-input"
                    aria-label={t('setup.select', { payee: c.payee ?? '', number: c.checkNumber ?? c.checkId })}
                    aria-describedby={hasNote ? noteId : undefined}
                    checked={!blocked && selected.has(c.checkId)}
                    disabled={blocked}
                    onChange={() => onToggle(c.checkId)}
                  />
                </td>
                <td data-label={t('columns.payee')}>
                  {/* One block: on a phone the cell is a row of label and value, and the notes wrap inside. */}
                  <div className="stacked-table__block">
                    <span dir="auto">{c.payee || '—'}</span>
                    <RestrictedAccountBadge restricted={c.restrictedAccount} className="ms-2" />
                    <ActionVerdictNote id={noteId} verdict={verdict} checkDate={c.checkDate} className="mt-1" />
                  </div>
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
            );
          })}
        </tbody>
      </table>
    </>
  );
}
