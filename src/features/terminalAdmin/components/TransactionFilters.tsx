import { useId } from 'react';
import { useDebouncedSearch } from '@/hooks/useDebouncedSearch';
import { CButton, CFormInput, CFormLabel, CFormSelect } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Terminal } from '@/api/types/terminal';
import { DateRangeFilter } from '@/components/form/DateRangeFilter';
import { EMPTY_TRANSACTION_FILTER, TRANSACTION_STATUS_FILTERS, type TransactionFilter } from '../rules/terminalTransactions';
import '@/styles/parts/filterGrid.scss';

interface Props {
  terminals: Terminal[];
  terminalId: string;
  onTerminal: (terminalId: string) => void;
  filter: TransactionFilter;
  onChange: (filter: TransactionFilter) => void;
}

/** Which terminal, and the filters of section 4: status (all, ... awaiting pickup ...), dates, search. */
export function TransactionFilters({ terminals, terminalId, onTerminal, filter, onChange }: Props) {
  const { t } = useTranslation('terminals');
  const ids = { terminal: useId(), status: useId(), search: useId() };
  // Typing waits for a pause before the list is asked again; back/forward bring the URL's text.
  const [search, setSearch] = useDebouncedSearch(filter.q, (q) => onChange({ ...filter, q }));
  const active = filter.status !== 'all' || !!filter.from || !!filter.to || !!filter.q;
  return (
    <div role="search" aria-label={t('transactions.filters')} className="filter-grid">
      <div>
        <CFormLabel htmlFor={ids.terminal} className="small mb-1">
          {t('transactions.terminal')}
        </CFormLabel>
        <CFormSelect id={ids.terminal} size="sm" value={terminalId} onChange={(e) => onTerminal(e.target.value)}>
          {terminals.map((terminal) => (
            <option key={terminal.terminalId} value={terminal.terminalId}>
              {terminal.name}
            </option>
          ))}
        </CFormSelect>
      </div>
      <div>
        <CFormLabel htmlFor={ids.status} className="small mb-1">
          {t('transactions.status')}
        </CFormLabel>
        <CFormSelect id={ids.status} size="sm" value={filter.status} onChange={(e) => onChange({ ...filter, status: e.target.value as TransactionFilter['status'] })}>
          {TRANSACTION_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`transactionStatus.${status}`)}
            </option>
          ))}
        </CFormSelect>
      </div>
      <DateRangeFilter from={filter.from} to={filter.to} onChange={(range) => onChange({ ...filter, ...range })} />
      <div>
        <CFormLabel htmlFor={ids.search} className="small mb-1">
          {t('transactions.search')}
        </CFormLabel>
        <CFormInput id={ids.search} type="search" size="sm" maxLength={100} placeholder={t('transactions.searchPlaceholder')} value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {active && (
        <div className="transaction-filters__clear">
          <CButton color="secondary" variant="ghost" size="sm" onClick={() => onChange(EMPTY_TRANSACTION_FILTER)}>
            {t('transactions.clear')}
          </CButton>
        </div>
      )}
    </div>
  );
}
