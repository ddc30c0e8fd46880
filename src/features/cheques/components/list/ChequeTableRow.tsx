import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Cheque } from '@/api/types/cheque';
import { hrefs } from '@/config/hrefs';
import { COLUMNS, type CellKit, type ColumnId } from './chequeColumns';
import type { NextAction } from '@/lib/chequeNextAction';
import { NextActionLinkIn } from '../next/NextActionLink';
import { RowCheck } from './RowCheck';

interface Props {
  cheque: Cheque;
  index: number;
  height: number;
  columns: ColumnId[];
  /** The texts and the way back, asked once by the table. */
  kit: CellKit;
  /** Null when the user may not select (viewers). */
  checked: boolean | null;
  onToggle: (checkId: string) => void;
  onOpen: (checkId: string) => void;
  /** The row's next action: undefined when the list has no action column, null when none now. */
  next?: NextAction | null;
}

/**
 * One row. Memoised: while scrolling only the rows that come into view render, not those that
 * stay (the 10,000-cheque bench); and without hooks of its own or in its cells (`kit`), which
 * made most of a row's cost.
 */
export const ChequeTableRow = memo(function ChequeTableRow({ cheque, index, height, columns, kit, checked, onToggle, onOpen, next }: Props) {
  const { t, back } = kit;
  const number = cheque.checkNumber ?? cheque.checkId;
  return (
    <tr
      aria-rowindex={index + 2}
      aria-selected={checked ?? undefined}
      className={checked ? 'cheque-row table-active' : 'cheque-row'}
      style={{ height }}
      onClick={(e) => {
        if (!(e.target as HTMLElement).closest('input,a,button,label')) onOpen(cheque.checkId);
      }}
    >
      {checked !== null && (
        <td className="cheque-table__check">
          <RowCheck label={t('selection.one', { number, payee: cheque.payee ?? '' })} checked={checked} onToggle={() => onToggle(cheque.checkId)} />
        </td>
      )}
      {columns.map((id, i) => (
        <td key={id} className={COLUMNS[id].numeric ? 'money-col' : undefined}>
          {i === 0 ? (
            <Link to={hrefs.chequeView(cheque.checkId)} state={back} className="cheque-row__open" aria-label={t('row.open', { number })}>
              {COLUMNS[id].render(cheque, kit)}
            </Link>
          ) : (
            COLUMNS[id].render(cheque, kit)
          )}
        </td>
      ))}
      {next !== undefined && <td className="py-1">{next && <NextActionLinkIn action={next} checkId={cheque.checkId} number={number} t={kit.staff} back={back} />}</td>}
    </tr>
  );
});
