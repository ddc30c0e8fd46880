import { useMemo } from 'react';
import { CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useGetPaymentRequestsQuery } from '@/api/paymentRequestsApi';
import { useGetTerminalsQuery, useSearchWorkspaceTransactionsQuery } from '@/api/terminalsApi';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import { QueryState } from '@/components/feedback/QueryState';
import { DateRangeFilter } from '@/components/form/DateRangeFilter';
import { PageHeader } from '@/components/layout/PageHeader';
import { backState } from '@/components/layout/backLink';
import { FilterFold } from '@/components/list/FilterFold';
import { ListCards } from '@/components/list/ListCards';
import { usePhoneLayout } from '@/components/list/usePhoneLayout';
import { hrefs } from '@/config/hrefs';
import { receiptsFrom, requestTitle, type Receipt } from '@/lib/receiptsAndPayments';
import { isDateRangeReversed, readTransactionFilter, transactionFilterEntries } from '../rules/terminalTransactions';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import '@/styles/parts/stackedTable.scss';
import '../terminals.scss';
import '@/styles/parts/filterGrid.scss';

/**
 * Receipts (spec section 2 names the area, not its data): every finished terminal transaction
 * with a receipt number, who paid, the cheques' count and total (src/lib/receiptsAndPayments.ts).
 */
export function ReceiptsPage() {
  const { t } = useTranslation(['terminals', 'common']);
  const ws = useAppSelector(selectWorkspace);
  const location = useLocation();
  const phone = usePhoneLayout();
  const [params, setParams] = useSearchParams();
  const filter = readTransactionFilter(params);
  const reversed = isDateRangeReversed(filter.from, filter.to);
  const { status: _status, ...filters } = transactionFilterEntries(filter);
  void _status;
  const query = useSearchWorkspaceTransactionsQuery({ ws, filters }, { skip: !ws || reversed });
  const terminals = useGetTerminalsQuery(ws, { skip: !ws });
  const requests = useGetPaymentRequestsQuery({ ws }, { skip: !ws });
  const receipts = useMemo(() => receiptsFrom(query.data ?? []), [query.data]);
  const total = receipts.reduce((sum, r) => sum + r.totalAgorot, 0);
  const terminalName = (id?: string) => terminals.data?.find((x) => x.terminalId === id)?.name ?? '—';
  const col = {
    receipt: t('receipts.number'),
    date: t('receipts.date'),
    terminal: t('receipts.terminal'),
    payer: t('receipts.payer'),
    cheques: t('receipts.cheques'),
    total: t('receipts.total'),
  };
  const payer = (r: Receipt) => <span dir="auto">{r.payerName || r.payerEmail || t('staff:list.unnamed')}</span>;
  // The request it paid, by what it was for; its number only when it has no other name.
  const requestName = (r: Receipt) => {
    const title = requestTitle(requests.data?.paymentRequests.find((x) => x.requestNumber === r.requestNumber));
    return title ? <span dir="auto">{title}</span> : <bdi>{r.requestNumber}</bdi>;
  };
  const request = (r: Receipt) =>
    r.requestNumber ? (
      <span className="d-block small text-body-secondary">
        {t('receipts.forRequest')} {requestName(r)}
      </span>
    ) : null;
  const open = (r: Receipt) => (
    <Link to={hrefs.terminalTransaction(r.transactionId)} state={backState(location)} aria-label={t('receipts.open', { number: r.receiptNumber })}>
      <bdi>{r.receiptNumber}</bdi>
    </Link>
  );
  const grandTotal = (
    <p className="mb-0 fw-semibold">
      {t('receipts.grandTotal')} <Money agorot={total} />
    </p>
  );
  return (
    <section>
      <PageHeader title={t('common:titles.receipts')} subtitle={query.data ? t('receipts.summary', { count: receipts.length }) : undefined} />
      <CCard className="mb-3">
        <CCardBody>
          <FilterFold phone={phone} active={[filter.from, filter.to].filter(Boolean).length}>
            <div role="search" aria-label={t('receipts.filters')} className="filter-grid">
              <DateRangeFilter from={filter.from} to={filter.to} onChange={(range) => setParams(transactionFilterEntries({ ...filter, ...range }), { replace: true })} />
            </div>
          </FilterFold>
        </CCardBody>
      </CCard>
      <CCard>
        <CCardBody>
          <QueryState
            isLoading={query.isLoading}
            error={query.error}
            onRetry={() => void query.refetch()}
            isEmpty={!reversed && receipts.length === 0}
            emptyText={filter.from || filter.to ? t('receipts.emptyFiltered') : t('receipts.empty')}
          >
            {reversed ? (
              <p className="mb-0">{t('transactions.reversed')}</p>
            ) : phone ? (
              <ListCards
                label={t('receipts.cards')}
                total={grandTotal}
                cards={receipts.map((r) => ({
                  id: r.transactionId,
                  title: payer(r),
                  subtitle: (
                    <>
                      {col.receipt} {open(r)}
                    </>
                  ),
                  amount: <Money agorot={r.totalAgorot} />,
                  facts: [
                    { id: 'date', label: col.date, value: <DateText value={r.issuedAt} withTime /> },
                    { id: 'terminal', label: col.terminal, value: terminalName(r.terminalId) },
                    { id: 'cheques', label: col.cheques, value: r.chequeCount },
                    ...(r.requestNumber ? [{ id: 'request', label: t('receipts.forRequest'), value: requestName(r) }] : []),
                  ],
                }))}
              />
            ) : (
              <>
                <table className="table align-middle stacked-table mb-2">
                  <thead>
                    <tr>
                      <th scope="col">{col.receipt}</th>
                      <th scope="col">{col.date}</th>
                      <th scope="col">{col.terminal}</th>
                      <th scope="col">{col.payer}</th>
                      <th scope="col">{col.cheques}</th>
                      <th scope="col" className="money-col">
                        {col.total}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {receipts.map((r) => (
                      <tr key={r.transactionId}>
                        <td data-label={col.receipt}>{open(r)}</td>
                        <td data-label={col.date}>
                          <DateText value={r.issuedAt} withTime />
                        </td>
                        <td data-label={col.terminal}>{terminalName(r.terminalId)}</td>
                        <td data-label={col.payer}>
                          {payer(r)}
                          {request(r)}
                        </td>
                        <td data-label={col.cheques}>{r.chequeCount}</td>
                        <td data-label={col.total} className="money-col">
                          <Money agorot={r.totalAgorot} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {grandTotal}
              </>
            )}
          </QueryState>
        </CCardBody>
      </CCard>
    </section>
  );
}
