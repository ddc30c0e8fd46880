import { CFormCheck } from '@coreui/react';
import { useRef } from 'react';
import type { Cheque } from '@/api/types/cheque';
import type { ChequeSortKey, SortOrder } from '@/lib/chequeListFilter';
import { COLUMNS, type ColumnId } from './chequeColumns';
import { ChequeTableRow } from './ChequeTableRow';
import { useCellKit } from './useCellKit';
import { SortHeader } from './SortHeader';
import { rowSlot, useVirtualRows, useFocusLeavesRecycledRow } from './useVirtualRows';
import type { ListSelection } from './useListSelection';
import type { NextAction } from '@/lib/chequeNextAction';

export const ROW_HEIGHT = 48;
const noop = () => undefined;

interface Props {
  rows: Cheque[];
  columns: ColumnId[];
  selection: ListSelection | null;
  sort: ChequeSortKey;
  order: SortOrder;
  onSort: (key: ChequeSortKey) => void;
  onOpen: (checkId: string) => void;
  /** Each row's next action for this user (lib/chequeNextAction); null: no action column (a viewer). */
  nextOf?: ((cheque: Cheque) => NextAction | null) | null;
  /** False while `rows` is a large list's first screen only: its length is not the list's (aria-rowcount -1, unknown). */
  complete?: boolean;
}

const NEXT_WIDTH = 8.5;
/** The least a column without a width (the payee) takes, in rem. */
const FLEXIBLE_MIN_WIDTH = 8.5;
const CHECK_WIDTH = 2.5;

/** The desktop list: a real table (header, cells, aria-sort) whose body holds only the rows in view. */
export function ChequeTable({ rows, columns, selection, sort, order, onSort, onOpen, nextOf = null, complete = true }: Props) {
  const kit = useCellKit();
  const { t } = kit;
  const { scrollRef, items, paddingTop, paddingBottom, slots } = useVirtualRows(rows.length, ROW_HEIGHT);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const onBodyFocus = useFocusLeavesRecycledRow(bodyRef, rows, items);
  const toggle = selection?.toggle ?? noop;
  const span = columns.length + (selection ? 1 : 0) + (nextOf ? 1 : 0);
  const minWidth = columns.reduce((sum, id) => sum + (COLUMNS[id].width ?? FLEXIBLE_MIN_WIDTH), (selection ? CHECK_WIDTH : 0) + (nextOf ? NEXT_WIDTH : 0));
  return (
    // A scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scrollRef} className="cheque-list-scroll" tabIndex={0} role="region" aria-label={t('table.label', { count: rows.length })}>
      <table className="table table-hover cheque-table mb-0" style={{ minWidth: `${minWidth}rem` }} aria-rowcount={complete ? rows.length + 1 : -1}>
        <colgroup>
          {selection && <col style={{ width: `${CHECK_WIDTH}rem` }} />}
          {columns.map((id) => (
            <col key={id} style={COLUMNS[id].width ? { width: `${COLUMNS[id].width}rem` } : undefined} />
          ))}
          {nextOf && <col style={{ width: `${NEXT_WIDTH}rem` }} />}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {selection && (
              <th scope="col" className="cheque-table__check">
                <CFormCheck
                  aria-label={t('selection.all', { count: rows.length })}
                  checked={selection.allSelected}
                  indeterminate={selection.someSelected}
                  onChange={() => selection.toggleAll()}
                  disabled={!rows.length || !selection.complete}
                />
              </th>
            )}
            {columns.map((id) => (
              <SortHeader key={id} column={COLUMNS[id]} label={t(`columns.${id}`)} sort={sort} order={order} onSort={onSort} />
            ))}
            {nextOf && <th scope="col">{t('columns.next')}</th>}
          </tr>
        </thead>
        <tbody ref={bodyRef} onFocus={onBodyFocus}>
          {paddingTop > 0 && (
            <tr aria-hidden="true" style={{ height: paddingTop }}>
              <td colSpan={span} className="p-0 border-0" />
            </tr>
          )}
          {items.map((item) => {
            const cheque = rows[item.index];
            return (
              <ChequeTableRow
                key={rowSlot(item.index, slots)}
                cheque={cheque}
                index={item.index}
                height={ROW_HEIGHT}
                columns={columns}
                kit={kit}
                checked={selection ? selection.isSelected(cheque.checkId) : null}
                onToggle={toggle}
                onOpen={onOpen}
                next={nextOf ? nextOf(cheque) : undefined}
              />
            );
          })}
          {paddingBottom > 0 && (
            <tr aria-hidden="true" style={{ height: paddingBottom }}>
              <td colSpan={span} className="p-0 border-0" />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
