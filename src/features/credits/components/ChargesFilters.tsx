import { CButton, CFormLabel, CFormSelect } from '@coreui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFilterInput } from '@/components/form/DateFilterInput';
import { isDateRangeReversed, type ChargeFilter } from '@/lib/credits';

interface Props {
  filter: ChargeFilter;
  onChange: (next: ChargeFilter) => void;
}

/** In / out and the date range of the charges report; they live in the URL. */
export function ChargesFilters({ filter, onChange }: Props) {
  const { t } = useTranslation('credits');
  const typeId = useId();
  const reversed = isDateRangeReversed(filter.from, filter.to);
  const any = !!(filter.type || filter.from || filter.to);
  return (
    <div className="money-filters" role="search" aria-label={t('charges.filters')}>
      <div>
        <CFormLabel htmlFor={typeId} className="small mb-1">
          {t('charges.type')}
        </CFormLabel>
        <CFormSelect id={typeId} size="sm" value={filter.type ?? ''} onChange={(e) => onChange({ ...filter, type: (e.target.value || undefined) as ChargeFilter['type'] })}>
          <option value="">{t('charges.types.all')}</option>
          <option value="IN">{t('charges.types.IN')}</option>
          <option value="OUT">{t('charges.types.OUT')}</option>
        </CFormSelect>
      </div>
      <DateFilterInput label={t('charges.from')} value={filter.from} onChange={(from) => onChange({ ...filter, from })} invalidRange={reversed} />
      <DateFilterInput label={t('charges.to')} value={filter.to} onChange={(to) => onChange({ ...filter, to })} />
      {any && (
        <div className="money-filters__clear">
          <CButton color="secondary" variant="ghost" size="sm" onClick={() => onChange({})}>
            {t('charges.clear')}
          </CButton>
        </div>
      )}
    </div>
  );
}
