import { CButton, CCol, CFormInput, CFormLabel, CFormSelect, CRow } from '@coreui/react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AGGREGATE_FILTERS, CHEQUE_STATUSES } from '@/lib/statuses';
import { CHEQUE_STAGES } from '@/lib/chequeStage';
import { inBox, type ChequeBox, type ChequeListFilter } from '@/lib/chequeListFilter';
import { DateText } from '@/components/display/DateText';
import { formatDate } from '@/lib/dates';
import { DateFilterInput } from '@/components/form/DateFilterInput';
import type { FilterPatch } from './useListFilter';
import '@/styles/parts/inputGroup.scss';

interface Props {
  box: ChequeBox;
  filter: ChequeListFilter;
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (patch: FilterPatch) => void;
  onClear: () => void;
  /** Phone: only the search shows until the other filters are asked for. */
  compact?: boolean;
  children?: ReactNode;
}

/** The statuses a list can hold (an archive has no "new" filter to offer). */
function statusOptions(box: ChequeBox) {
  const fits = (status: string) => inBox({ checkId: '', amount: 0, status }, box);
  return {
    aggregates: Object.entries(AGGREGATE_FILTERS)
      .filter(([, members]) => members.some(fits))
      .map(([name]) => name),
    statuses: CHEQUE_STATUSES.filter((s) => s !== 'NONE' && fits(s)),
  };
}

export function ChequeListFilters({ box, filter, searchText, onSearchText, onChange, onClear, compact, children }: Props) {
  const { t } = useTranslation('chequeLists');
  const { t: tc } = useTranslation('common');
  const statusId = useId();
  const stageId = useId();
  const searchId = useId();
  const { aggregates, statuses } = statusOptions(box);
  const active = !!(filter.stage || filter.status || filter.from || filter.to || filter.depositedFrom || searchText);
  const badRange = !!(filter.from && filter.to && filter.from > filter.to);
  const chosen = [filter.status, filter.from, filter.to, filter.depositedFrom].filter(Boolean).length;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const expanded = !compact || open;
  // Folded away on a phone (display: none, as good as absent to a reader), the other fields are
  // drawn when first unfolded and kept from then on: the list's first commit is smaller by them.
  const [unfolded, setUnfolded] = useState(expanded);
  if (expanded && !unfolded) setUnfolded(true);
  return (
    <div role="search" className="cheque-filters" aria-label={t('filters.label')}>
      <CRow className="g-2 align-items-end" id={panelId}>
        <CCol xs={12} md={compact ? 12 : 4} lg={2}>
          <CFormLabel htmlFor={searchId} className="small mb-1">
            {t('filters.search')}
          </CFormLabel>
          <CFormInput
            id={searchId}
            type="search"
            size="sm"
            placeholder={t('filters.searchPlaceholder')}
            value={searchText}
            maxLength={100}
            onChange={(e) => onSearchText(e.target.value)}
          />
        </CCol>
        {/* The stage is the filter a person reaches for first: never folded away on a phone. */}
        <CCol xs={12} sm={6} md={compact ? 12 : 3} lg={2}>
          <CFormLabel htmlFor={stageId} className="small mb-1">
            {t('filters.stage')}
          </CFormLabel>
          <CFormSelect id={stageId} size="sm" value={filter.stage ?? ''} onChange={(e) => onChange({ stage: e.target.value || undefined })}>
            <option value="">{t('filters.anyStage')}</option>
            {CHEQUE_STAGES.map((s) => (
              <option key={s} value={s}>
                {tc(`staff:stage.${s}`)}
              </option>
            ))}
          </CFormSelect>
        </CCol>
        {compact && (
          <CCol xs={12}>
            <CButton color="dark" variant="outline" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
              {t('filters.more', { count: chosen })}
            </CButton>
          </CCol>
        )}
        {unfolded && (
          <>
            <CCol xs={12} sm={6} md={3} lg={2} className={expanded ? undefined : 'd-none'}>
              <CFormLabel htmlFor={statusId} className="small mb-1">
                {t('filters.status')}
              </CFormLabel>
              <CFormSelect id={statusId} size="sm" value={filter.status ?? ''} onChange={(e) => onChange({ status: e.target.value || undefined })}>
                <option value="">{t('filters.anyStatus')}</option>
                <optgroup label={t('filters.groups')}>
                  {aggregates.map((s) => (
                    <option key={s} value={s}>
                      {tc(`status.${s}`)}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={t('filters.statuses')}>
                  {statuses.map((s) => (
                    <option key={s} value={s}>
                      {tc(`status.${s}`)}
                    </option>
                  ))}
                </optgroup>
              </CFormSelect>
            </CCol>
            <CCol xs={6} sm={3} md={2} lg={2} className={expanded ? undefined : 'd-none'}>
              <DateFilterInput label={t('filters.from')} value={filter.from} onChange={(from) => onChange({ from })} invalidRange={badRange} />
            </CCol>
            <CCol xs={6} sm={3} md={2} lg={2} className={expanded ? undefined : 'd-none'}>
              <DateFilterInput label={t('filters.to')} value={filter.to} onChange={(to) => onChange({ to })} invalidRange={badRange} />
            </CCol>
            <CCol xs={12} md="auto" className={expanded ? undefined : 'd-none'}>
              <CButton color="dark" variant="ghost" size="sm" onClick={onClear} disabled={!active}>
                {t('filters.clear')}
              </CButton>
            </CCol>
          </>
        )}
        {filter.depositedFrom && (
          <CCol xs={12}>
            {/* Set by the home page's "deposited this month": no field of its own, a removable chip. */}
            <span className="filter-chip">
              {t('filters.depositedFrom')} <DateText value={filter.depositedFrom} />
              <button type="button" className="btn-close" aria-label={t('filters.removeDepositedFrom', { date: formatDate(filter.depositedFrom) })} onClick={() => onChange({ depositedFrom: undefined })} />
            </span>
          </CCol>
        )}
        {children && expanded && <CCol xs={12}>{children}</CCol>}
      </CRow>
    </div>
  );
}
