import { CButton, CFormLabel, CFormSelect } from '@coreui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChequeSortKey, SortOrder } from '@/lib/chequeListFilter';
import { isSortKey } from '@/lib/chequeListOrder';
import { COLUMNS, COLUMN_IDS } from './chequeColumns';

interface Props {
  sort: ChequeSortKey;
  order: SortOrder;
  onChange: (sort: ChequeSortKey, order: SortOrder) => void;
}

/** Cards have no column headers to click: on a phone the sort is chosen here. */
export function CardSortSelect({ sort, order, onChange }: Props) {
  const { t } = useTranslation('chequeLists');
  const id = useId();
  const keys = COLUMN_IDS.map((c) => COLUMNS[c].sortKey).filter((k): k is ChequeSortKey => !!k);
  return (
    <div className="d-flex align-items-end gap-2">
      <div className="flex-grow-1">
        <CFormLabel htmlFor={id} className="small mb-1">
          {t('sort.label')}
        </CFormLabel>
        <CFormSelect id={id} size="sm" value={sort} onChange={(e) => isSortKey(e.target.value) && onChange(e.target.value, order)}>
          {keys.map((key) => (
            <option key={key} value={key}>
              {t(`columns.${key}`)}
            </option>
          ))}
        </CFormSelect>
      </div>
      <CButton size="sm" color="dark" variant="outline" onClick={() => onChange(sort, order === 'asc' ? 'desc' : 'asc')}>
        {t(order === 'asc' ? 'sort.asc' : 'sort.desc')}
      </CButton>
    </div>
  );
}
