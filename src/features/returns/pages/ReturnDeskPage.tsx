import { CButton, CCard, CCardBody, CFormCheck, CFormLabel, CFormSelect, CSpinner } from '@coreui/react';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useDownloadChequesCsvMutation } from '@/api/chequesApi';
import type { Cheque } from '@/api/types/cheque';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import { saveFile } from '@/components/download/saveFile';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { QueryState } from '@/components/feedback/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { ReturnActions } from '@/components/returns/ReturnActions';
import { useReturnedCheques } from '@/components/returns/useWorkspaceReturns';
import { hrefs } from '@/config/hrefs';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { useReturnsSeen } from '@/hooks/useReturnsSeen';
import { formatDate, todayIso } from '@/lib/dates';
import { AGE_BANDS, type AgeBand } from '@/lib/returns/returnedCheque';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { DaysAgo, OutlookText, ReasonText, ReturnStateBadge } from '../components/ReturnFacts';
import { deskPayers, deskRows, deskTotals, filterDesk, type DeskRow } from '../rules/desk';
import '../returns.scss';
import { TableScroll } from '@/components/list/TableScroll';
import { KeepDates } from '@/components/display/KeepDates';

const isAge = (v: string | null): v is AgeBand => !!v && (AGE_BANDS as readonly string[]).includes(v);

/**
 * The return desk (spec section 4's REJECTED_BANK and REJECTED, the "needs attention" stage): every
 * returned cheque with its reason, its age and what is still possible, oldest first, with the
 * actions a person takes on it. Opening it marks the returns as seen.
 */
export function ReturnDeskPage() {
  const { t } = useTranslation('returns');
  const ws = useAppSelector(selectWorkspace);
  const ids = { payer: useId(), age: useId() };
  const [search, setSearch] = useSearchParams();
  const phone = useMediaQuery('(max-width: 767.98px)');
  const query = useReturnedCheques();
  const { markSeen } = useReturnsSeen();
  const today = todayIso();
  const rows = useMemo(() => deskRows(query.data?.checks ?? [], today), [query.data, today]);
  const filter = { payer: search.get('payer') ?? '', age: isAge(search.get('age')) ? (search.get('age') as AgeBand) : 'all', showSettled: search.get('settled') === '1' };
  const shown = filterDesk(rows, filter);
  const totals = deskTotals(rows);
  const payers = deskPayers(rows);
  const filtered = !!filter.payer || filter.age !== 'all';
  const [downloadCsv, csv] = useDownloadChequesCsvMutation();

  // Seen once the returns are on the screen: the menu's and the home page's count go back to none.
  const loaded = !!query.data;
  useEffect(() => {
    if (loaded) markSeen();
  }, [loaded, markSeen]);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next, { replace: true });
  };
  const startCsv = async () => {
    // The cheque lists' CSV (the search call as text/csv), narrowed to the returns and the chosen drawer's account.
    const account = filter.payer.includes('-') ? filter.payer.split('-')[2] : undefined;
    const result = await downloadCsv({ ws, status: 'ALL_REJECTED', q: account });
    if (!('error' in result) && result.data) saveFile(result.data.url, result.data.fileName);
  };

  return (
    <>
      <PageHeader
        title={t('desk.title')}
        subtitle={t('desk.subtitle')}
        actions={
          <>
            <Link to={paths.payers} className="btn btn-outline-primary btn-sm">
              {t('desk.payers')}
            </Link>
            <CButton color="primary" variant="outline" size="sm" onClick={() => void startCsv()} disabled={csv.isLoading}>
              {csv.isLoading && <CSpinner size="sm" className="me-1" aria-hidden="true" />}
              {t('desk.csv')}
            </CButton>
          </>
        }
      />
      {csv.error != null && <ErrorAlert error={csv.error} className="py-2" />}
      <CCard>
        <CCardBody>
          {rows.length > 0 && (
            <section className="return-totals" aria-label={t('desk.totals')}>
              <p className="return-totals__count mb-0">{t('desk.openCount', { count: totals.openCount })}</p>
              <p className="mb-0">
                <span>{t('desk.openAmount')}: </span>
                <Money agorot={totals.openAgorot} className="return-totals__amount" />
              </p>
              {totals.settledCount > 0 && <p className="mb-0 small">{t('desk.settledCount', { count: totals.settledCount })}</p>}
            </section>
          )}
          <div className="return-filters" role="search" aria-label={t('desk.filters')}>
            <div>
              <CFormLabel htmlFor={ids.payer} className="small mb-1">
                {t('desk.payer')}
              </CFormLabel>
              <CFormSelect id={ids.payer} size="sm" value={filter.payer} onChange={(e) => update({ payer: e.target.value || undefined })}>
                <option value="">{t('desk.anyPayer')}</option>
                {payers.map((p) => (
                  <option key={p.key} value={p.key}>
                    {p.name}
                  </option>
                ))}
              </CFormSelect>
            </div>
            <div>
              <CFormLabel htmlFor={ids.age} className="small mb-1">
                {t('desk.age')}
              </CFormLabel>
              <CFormSelect id={ids.age} size="sm" value={filter.age} onChange={(e) => update({ age: e.target.value === 'all' ? undefined : e.target.value })}>
                {AGE_BANDS.map((band) => (
                  <option key={band} value={band}>
                    {t(`desk.ages.${band}`)}
                  </option>
                ))}
              </CFormSelect>
            </div>
            <CFormCheck id="returns-settled" label={t('desk.showSettled')} checked={filter.showSettled} onChange={(e) => update({ settled: e.target.checked ? '1' : undefined })} />
          </div>
          <QueryState
            isLoading={query.isLoading}
            error={query.error}
            onRetry={() => void query.refetch()}
            isEmpty={!shown.length}
            emptyText={filtered ? t('desk.emptyFiltered') : t('desk.empty')}
            emptyAction={
              filtered ? (
                <CButton color="primary" variant="outline" size="sm" onClick={() => update({ payer: undefined, age: undefined })}>
                  {t('desk.clear')}
                </CButton>
              ) : undefined
            }
          >
            {phone ? <DeskCards rows={shown} /> : <DeskTable rows={shown} />}
          </QueryState>
        </CCardBody>
      </CCard>
    </>
  );
}

function PayerCell({ row }: { row: DeskRow<Cheque> }) {
  const c = row.cheque;
  return (
    <>
      <span className="d-block">{row.payerName || '—'}</span>
      {c.bank && (
        <bdi className="small text-body-secondary" dir="ltr">
          {c.bank}-{c.branch}-{c.account}
        </bdi>
      )}
    </>
  );
}

function DeskTable({ rows }: { rows: DeskRow<Cheque>[] }) {
  const { t } = useTranslation('returns');
  return (
    <TableScroll label={t('desk.table', { count: rows.length })}>
      <table className="table return-table">
        <caption className="visually-hidden">{t('desk.table', { count: rows.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('desk.columns.cheque')}</th>
            <th scope="col" className="money-col">{t('desk.columns.amount')}</th>
            <th scope="col">{t('desk.columns.returned')}</th>
            <th scope="col">{t('desk.columns.possible')}</th>
            <th scope="col">{t('desk.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.cheque.checkId} data-testid={`return-${row.cheque.checkId}`}>
              <td>
                <Link to={hrefs.chequeView(row.cheque.checkId)} className="fw-semibold">
                  {row.cheque.checkNumber || '—'}
                </Link>
                <PayerCell row={row} />
              </td>
              <td className="money-col">
                <Money value={row.cheque.amount} className="fw-semibold" />
                <span className="d-block small text-body-secondary">
                  <KeepDates>{t('desk.due', { day: formatDate(row.cheque.checkDate) })}</KeepDates>
                </span>
              </td>
              <td>
                <DateText value={row.ret.returnDay} /> <DaysAgo days={row.days} />
                <span className="d-block fw-semibold">
                  <ReasonText ret={row.ret} />
                </span>
                {row.ret.timesReturned > 1 && <span className="d-block small text-body-secondary">{t('desk.timesReturned', { count: row.ret.timesReturned })}</span>}
              </td>
              <td className="return-table__possible">
                <ReturnStateBadge state={row.ret.state} />
                <span className="d-block">
                  <OutlookText outlook={row.outlook} />
                </span>
              </td>
              <td className="return-table__actions">
                <ReturnActions cheque={row.cheque} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function DeskCards({ rows }: { rows: DeskRow<Cheque>[] }) {
  const { t } = useTranslation('returns');
  return (
    <ul className="return-cards list-unstyled" aria-label={t('desk.table', { count: rows.length })}>
      {rows.map((row) => (
        <li key={row.cheque.checkId} className="return-card" data-testid={`return-${row.cheque.checkId}`}>
          <div className="d-flex justify-content-between gap-2">
            <div>
              <Link to={hrefs.chequeView(row.cheque.checkId)} className="fw-semibold">
                {t('desk.chequeLink', { number: row.cheque.checkNumber || '—' })}
              </Link>
              <PayerCell row={row} />
            </div>
            <Money value={row.cheque.amount} className="fw-semibold" />
          </div>
          <p className="mb-1 small">
            <KeepDates>{t('desk.due', { day: formatDate(row.cheque.checkDate) })}</KeepDates>
          </p>
          <p className="mb-1 small">
            <DateText value={row.ret.returnDay} /> <DaysAgo days={row.days} /> · <strong><ReasonText ret={row.ret} /></strong>
          </p>
          <p className="mb-2">
            <ReturnStateBadge state={row.ret.state} /> <OutlookText outlook={row.outlook} />
          </p>
          <ReturnActions cheque={row.cheque} />
        </li>
      ))}
    </ul>
  );
}
