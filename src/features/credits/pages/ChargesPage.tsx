import { useState } from 'react';
import { CAlert, CButton, CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useDownloadChargesCsvMutation, useGetChargesQuery } from '@/api/reportsApi';
import { useCreditsBalance } from '@/components/credits/useCreditsBalance';
import { DownloadButton } from '@/components/download/DownloadButton';
import { saveFile } from '@/components/download/saveFile';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { QueryState } from '@/components/feedback/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { FilterFold } from '@/components/list/FilterFold';
import { usePhoneLayout } from '@/components/list/usePhoneLayout';
import { Can } from '@/components/permissions/Can';
import { paths } from '@/config/paths';
import { chargeFilterToParams, isDateRangeReversed, paramsToChargeFilter, type ChargeFilter } from '@/lib/credits';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { BalanceText } from '../components/BalanceText';
import { ChargesFilters } from '../components/ChargesFilters';
import { ChargesTable } from '../components/ChargesTable';
import '../credits.scss';

/** Charge history: credits in and out with filters, totals and the CSV of what is shown. */
export function ChargesPage() {
  const { t } = useTranslation('credits');
  const ws = useAppSelector(selectWorkspace);
  const [search, setSearch] = useSearchParams();
  const filter = paramsToChargeFilter(search);
  const reversed = isDateRangeReversed(filter.from, filter.to);
  const report = useGetChargesQuery({ ws, ...filter }, { skip: !ws || reversed });
  const { balance } = useCreditsBalance();
  const [download, downloadState] = useDownloadChargesCsvMutation();
  const [nothingToExport, setNothingToExport] = useState(false);
  const charges = report.data?.charges ?? [];
  const phone = usePhoneLayout();

  const setFilter = (next: ChargeFilter) => {
    setNothingToExport(false);
    setSearch(chargeFilterToParams(next), { replace: true });
  };
  const onDownload = async () => {
    // Section 8 "no data to export": said here, without asking the server for an empty file.
    if (!charges.length) return setNothingToExport(true);
    const result = await download({ ws, ...filter });
    if (!('error' in result) && result.data) saveFile(result.data.url, result.data.fileName);
  };

  return (
    <>
      <PageHeader
        title={t('charges.title')}
        subtitle={<BalanceText balance={balance ?? report.data?.balance} />}
        actions={
          <Can action="credits.buy">
            <Link to={paths.credits} className="btn btn-primary btn-sm">
              {t('charges.buy')}
            </Link>
          </Can>
        }
      />
      <CCard>
        <CCardBody>
          <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
            <FilterFold phone={phone} active={[filter.type, filter.from, filter.to].filter(Boolean).length}>
              <ChargesFilters filter={filter} onChange={setFilter} />
            </FilterFold>
            <DownloadButton label={t('charges.csv')} busy={downloadState.isLoading} onClick={() => void onDownload()} />
          </div>
          {nothingToExport && (
            <CAlert color="info" className="py-2" role="status">
              {t('common:errors.noDataToExport')}
            </CAlert>
          )}
          {downloadState.isError && <ErrorAlert error={downloadState.error} className="py-2" />}
          {reversed ? (
            <p className="text-body-secondary">{t('charges.reversed')}</p>
          ) : (
            <QueryState
              isLoading={report.isLoading}
              error={report.error}
              onRetry={() => void report.refetch()}
              isEmpty={!charges.length}
              emptyText={filter.type || filter.from || filter.to ? t('charges.emptyFiltered') : t('charges.empty')}
              emptyAction={
                filter.type || filter.from || filter.to ? (
                  <CButton color="primary" variant="outline" size="sm" onClick={() => setFilter({})}>
                    {t('charges.clear')}
                  </CButton>
                ) : undefined
              }
            >
              <ChargesTable charges={charges} phone={phone} />
            </QueryState>
          )}
        </CCardBody>
      </CCard>
    </>
  );
}
