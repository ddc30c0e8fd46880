import { useTranslation } from 'react-i18next';
import type { ChequeSortKey, SortOrder } from '@/lib/chequeListFilter';
import type { ChequeColumn } from './chequeColumns';

interface Props {
  column: ChequeColumn;
  label: string;
  sort: ChequeSortKey;
  order: SortOrder;
  onSort: (key: ChequeSortKey) => void;
}

/** A column header; a sortable one is a button and says how the list is sorted (aria-sort). */
export function SortHeader({ column, label, sort, order, onSort }: Props) {
  const { t } = useTranslation('chequeLists');
  const active = !!column.sortKey && column.sortKey === sort;
  const ariaSort = active ? (order === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" aria-sort={ariaSort} className={column.numeric ? 'money-col' : undefined}>
      {column.sortKey ? (
        <button
          type="button"
          className="sort-button"
          onClick={() => onSort(column.sortKey!)}
          title={t('sort.by', { column: label })}
        >
          {label}
          <span aria-hidden="true" className={active ? 'sort-button__icon is-active' : 'sort-button__icon'}>
            {active ? (order === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      ) : (
        label
      )}
    </th>
  );
}
