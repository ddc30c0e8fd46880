import { useId } from 'react';
import { useDebouncedSearch } from '@/hooks/useDebouncedSearch';
import { CButton, CCard, CCardBody, CFormInput, CFormLabel, CFormSelect } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useGetPaymentRequestsQuery } from '@/api/paymentRequestsApi';
import { useGetTerminalsQuery } from '@/api/terminalsApi';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import { QueryState } from '@/components/feedback/QueryState';
import { DateRangeFilter } from '@/components/form/DateRangeFilter';
import { PageHeader } from '@/components/layout/PageHeader';
import { backState } from '@/components/layout/backLink';
import { FilterFold } from '@/components/list/FilterFold';
import { ListCards } from '@/components/list/ListCards';
import { usePhoneLayout } from '@/components/list/usePhoneLayout';
import { Can } from '@/components/permissions/Can';
import type { PaymentRequest } from '@/api/types/paymentRequest';
import { requestTitle } from '@/lib/receiptsAndPayments';
import { paths } from '@/config/paths';
import { hrefs } from '@/config/hrefs';
import { todayIso } from '@/lib/dates';
import { effectivePaymentRequestStatus } from '../rules/paymentRequests';
import { PAYMENT_REQUEST_STATUSES } from '@/lib/statuses';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { PaymentRequestStatusBadge } from '../components/PaymentRequestStatusBadge';
import '@/styles/parts/stackedTable.scss';
import '../paymentRequests.scss';
import '@/styles/parts/filterGrid.scss';
import { TableScroll } from '@/components/list/TableScroll';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The filter of the list's URL: status NEW / DONE / CANCELED (or all), creation days, a search. */
function readFilter(params: URLSearchParams) {
  const status = params.get('status') ?? '';
  const day = (key: string) => (ISO.test(params.get(key) ?? '') ? (params.get(key) as string) : '');
  return { status: (PAYMENT_REQUEST_STATUSES as readonly string[]).includes(status) ? status : '', from: day('from'), to: day('to'), q: (params.get('q') ?? '').trim() };
}
type Filter = ReturnType<typeof readFilter>;
const entries = (f: Filter) => Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as Record<string, string>;

function Actions() {
  const { t } = useTranslation('paymentRequests');
  return (
    <Can action="paymentRequest.create">
      {(allowed, reason) =>
        allowed ? (
          <>
            <Link to={paths.paymentRequestFast} className="btn btn-primary">
              {t('list.fast')}
            </Link>
            <Link to={paths.paymentRequestNew} className="btn btn-outline-primary">
              {t('list.new')}
            </Link>
          </>
        ) : (
          <p className="small text-body-secondary mb-0">{reason}</p>
        )
      }
    </Can>
  );
}

/** Payment requests of the workspace (GET /api/workspace/{ws}/payment/request), filtered from the URL. */
export function PaymentRequestsListPage() {
  const { t } = useTranslation(['paymentRequests', 'common']);
  const ws = useAppSelector(selectWorkspace);
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const reversed = !!filter.from && !!filter.to && filter.from > filter.to;
  const query = useGetPaymentRequestsQuery({ ws, ...entries(filter) }, { skip: !ws || reversed });
  const terminals = useGetTerminalsQuery(ws, { skip: !ws });
  const ids = { status: useId(), search: useId() };
  const phone = usePhoneLayout();
  const setFilter = (next: Filter) => setParams(entries(next), { replace: true });
  const [search, setSearch] = useDebouncedSearch(filter.q, (q) => setFilter({ ...filter, q }));

  const today = todayIso();
  const rows = query.data?.paymentRequests ?? [];
  const filtered = Object.keys(entries(filter)).length > 0;
  const terminalName = (id?: string) => terminals.data?.find((x) => x.terminalId === id)?.name ?? '—';
  const col = {
    request: t('list.request'),
    created: t('list.created'),
    amount: t('list.amount'),
    terminal: t('list.terminal'),
    client: t('list.client'),
    cancel: t('list.cancelOn'),
    status: t('list.status'),
  };
  // A request is named by what it is for (or whom it went to); its number is the secondary text.
  const title = (r: PaymentRequest) => {
    const number = r.requestNumber ?? '';
    const name = requestTitle(r) || t('list.numbered', { number });
    return (
      <Link to={hrefs.paymentRequestView(number)} state={backState(location)} aria-label={t('list.open', { number, name })}>
        <span dir="auto">{name}</span>
      </Link>
    );
  };
  const subtitle = (r: PaymentRequest) => (
    <>
      {requestTitle(r) && t('list.numbered', { number: r.requestNumber ?? '' })}
      {r.fast && <span className="badge text-bg-light ms-1">{t('list.fastBadge')}</span>}
    </>
  );
  const client = (r: PaymentRequest) => (r.clientEmail ? <bdi dir="ltr">{r.clientEmail}</bdi> : '—');
  return (
    <section className="payment-requests">
      <PageHeader title={t('common:titles.paymentRequests')} subtitle={query.data ? t('list.count', { count: query.data.total }) : undefined} actions={<Actions />} />
      <CCard className="mb-3">
        <CCardBody>
          <FilterFold phone={phone} active={Object.keys(entries(filter)).length}>
            <div role="search" aria-label={t('list.filters')} className="filter-grid">
              <div>
                <CFormLabel htmlFor={ids.status} className="small mb-1">
                  {col.status}
                </CFormLabel>
                <CFormSelect id={ids.status} size="sm" value={filter.status} onChange={(e) => setFilter({ ...filter, status: e.target.value })}>
                  <option value="">{t('status.all')}</option>
                  {PAYMENT_REQUEST_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`status.${s}`)}
                    </option>
                  ))}
                </CFormSelect>
              </div>
              <DateRangeFilter from={filter.from} to={filter.to} onChange={(range) => setFilter({ ...filter, ...range })} />
              <div>
                <CFormLabel htmlFor={ids.search} className="small mb-1">
                  {t('list.search')}
                </CFormLabel>
                <CFormInput id={ids.search} type="search" size="sm" maxLength={100} placeholder={t('list.searchPlaceholder')} value={search} onChange={(e) => setSearch(e.target.value)} />
              </div>
              {filtered && (
                <div>
                  <CButton color="secondary" variant="ghost" size="sm" onClick={() => setFilter({ status: '', from: '', to: '', q: '' })}>
                    {t('list.clear')}
                  </CButton>
                </div>
              )}
            </div>
          </FilterFold>
        </CCardBody>
      </CCard>
      <CCard>
        <CCardBody>
          {reversed ? (
            <p className="mb-0">{t('list.reversed')}</p>
          ) : (
            <QueryState
              isLoading={query.isLoading}
              error={query.error}
              onRetry={() => void query.refetch()}
              isEmpty={rows.length === 0}
              emptyText={filtered ? t('list.emptyFiltered') : t('list.empty')}
            >
              {phone ? (
                <ListCards
                  label={t('list.cards')}
                  cards={rows.map((r) => {
                    const status = effectivePaymentRequestStatus(r.status, r.dateToCancel, today);
                    return {
                      id: r.requestNumber ?? '',
                      title: title(r),
                      subtitle: subtitle(r),
                      amount: <Money value={r.amount} />,
                      facts: [
                        { id: 'created', label: col.created, value: <DateText value={r.createdAt} /> },
                        { id: 'terminal', label: col.terminal, value: terminalName(r.terminalId) },
                        ...(r.clientEmail ? [{ id: 'client', label: col.client, value: client(r) }] : []),
                        ...(status === 'NEW' ? [{ id: 'cancel', label: col.cancel, value: <DateText value={r.dateToCancel} relative /> }] : []),
                      ],
                      footer: <PaymentRequestStatusBadge status={status} />,
                    };
                  })}
                />
              ) : (
                <TableScroll label={t('list.cards')}>
                  <table className="table align-middle stacked-table">
                      <thead>
                        <tr>
                          <th scope="col">{col.request}</th>
                          <th scope="col" className="money-col">
                            {col.amount}
                          </th>
                          <th scope="col">{col.created}</th>
                          <th scope="col">{col.terminal}</th>
                          <th scope="col">{col.client}</th>
                          <th scope="col">{col.cancel}</th>
                          <th scope="col">{col.status}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {rows.map((r) => {
                          const status = effectivePaymentRequestStatus(r.status, r.dateToCancel, today);
                          return (
                            <tr key={r.requestNumber}>
                              <td data-label={col.request}>
                                {title(r)}
                                <span className="d-block small text-body-secondary">{subtitle(r)}</span>
                              </td>
                              <td data-label={col.amount} className="money-col">
                                <Money value={r.amount} />
                              </td>
                              <td data-label={col.created}>
                                <DateText value={r.createdAt} />
                              </td>
                              <td data-label={col.terminal}>{terminalName(r.terminalId)}</td>
                              <td data-label={col.client}>{client(r)}</td>
                              <td data-label={col.cancel}>{status === 'NEW' ? <DateText value={r.dateToCancel} relative /> : '—'}</td>
                              <td data-label={col.status}>
                                <PaymentRequestStatusBadge status={status} />
                              </td>
                            </tr>
                          );
                        })}
                      </tbody>
                  </table>
                </TableScroll>
              )}
            </QueryState>
          )}
        </CCardBody>
      </CCard>
    </section>
  );
}
