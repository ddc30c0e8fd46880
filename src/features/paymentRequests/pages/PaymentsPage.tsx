import { useMemo } from 'react';
import { CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useGetPaymentRequestsQuery } from '@/api/paymentRequestsApi';
import { useGetTerminalsQuery, useSearchWorkspaceTransactionsQuery } from '@/api/terminalsApi';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import { QueryState } from '@/components/feedback/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { backState } from '@/components/layout/backLink';
import { hrefs } from '@/config/hrefs';
import { paymentsFrom } from '@/lib/receiptsAndPayments';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import '@/styles/parts/stackedTable.scss';
import '../paymentRequests.scss';

const BALANCE_CLASS = { exact: 'text-success-emphasis', short: 'text-danger-emphasis', over: 'text-warning-emphasis', unknown: 'text-body-secondary' } as const;

/**
 * Payments (spec section 2 names the area, not its data): every paid payment request with the
 * terminal transaction that paid it, what was asked and what the cheques came to.
 */
export function PaymentsPage() {
  const { t } = useTranslation(['paymentRequests', 'common']);
  const ws = useAppSelector(selectWorkspace);
  const location = useLocation();
  const requests = useGetPaymentRequestsQuery({ ws, status: 'DONE' }, { skip: !ws });
  const transactions = useSearchWorkspaceTransactionsQuery({ ws }, { skip: !ws });
  const terminals = useGetTerminalsQuery(ws, { skip: !ws });
  const payments = useMemo(
    () => paymentsFrom((requests.data?.paymentRequests ?? []).map((r) => ({ ...r, requestNumber: r.requestNumber ?? '' })), transactions.data ?? []),
    [requests.data, transactions.data],
  );
  const requested = payments.reduce((sum, p) => sum + (p.requestedAgorot ?? 0), 0);
  const received = payments.reduce((sum, p) => sum + (p.receivedAgorot ?? 0), 0);
  const terminalName = (id?: string) => terminals.data?.find((x) => x.terminalId === id)?.name ?? '—';
  const col = {
    request: t('payments.request'),
    paidAt: t('payments.paidAt'),
    terminal: t('payments.terminal'),
    client: t('payments.client'),
    requested: t('payments.requested'),
    received: t('payments.received'),
    balance: t('payments.balance'),
  };
  return (
    <section className="payment-requests">
      <PageHeader title={t('common:titles.payments')} subtitle={requests.data ? t('payments.count', { count: payments.length }) : undefined} />
      <CCard>
        <CCardBody>
          <QueryState
            isLoading={requests.isLoading || transactions.isLoading}
            error={requests.error ?? transactions.error}
            onRetry={() => {
              void requests.refetch();
              void transactions.refetch();
            }}
            isEmpty={payments.length === 0}
            emptyText={t('payments.empty')}
          >
            <table className="table align-middle stacked-table">
              <thead>
                <tr>
                  <th scope="col">{col.request}</th>
                  <th scope="col">{col.paidAt}</th>
                  <th scope="col">{col.terminal}</th>
                  <th scope="col">{col.client}</th>
                  <th scope="col" className="money-col">
                    {col.requested}
                  </th>
                  <th scope="col" className="money-col">
                    {col.received}
                  </th>
                  <th scope="col">{col.balance}</th>
                </tr>
              </thead>
              <tbody>
                {payments.map((p) => (
                  <tr key={p.requestNumber}>
                    <td data-label={col.request}>
                      <Link to={hrefs.paymentRequestView(p.requestNumber)} state={backState(location)}>
                        <bdi>{p.requestNumber}</bdi>
                      </Link>
                    </td>
                    <td data-label={col.paidAt}>
                      <DateText value={p.paidAt} withTime />
                    </td>
                    <td data-label={col.terminal}>{terminalName(p.terminalId)}</td>
                    <td data-label={col.client}>{p.clientEmail ? <bdi dir="ltr">{p.clientEmail}</bdi> : '—'}</td>
                    <td data-label={col.requested} className="money-col">
                      <Money agorot={p.requestedAgorot ?? undefined} />
                    </td>
                    <td data-label={col.received} className="money-col">
                      {p.transactionId ? (
                        <Link to={hrefs.terminalTransaction(p.transactionId)} aria-label={t('payments.openTransaction', { number: p.requestNumber })}>
                          <Money agorot={p.receivedAgorot ?? undefined} />
                        </Link>
                      ) : (
                        <Money agorot={p.receivedAgorot ?? undefined} />
                      )}
                    </td>
                    <td data-label={col.balance} className={BALANCE_CLASS[p.balance]}>
                      {/* An accountant reads brackets as a minus: the difference is said in words. */}
                      {(p.balance === 'over' || p.balance === 'short') && p.differenceAgorot ? (
                        <>
                          {t(`payments.balancesBy.${p.balance}`)} <Money agorot={Math.abs(p.differenceAgorot)} />
                        </>
                      ) : (
                        t(`payments.balances.${p.balance}`)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mb-0 fw-semibold">
              {t('payments.totalRequested')} <Money agorot={requested} /> · {t('payments.totalReceived')} <Money agorot={received} />
            </p>
          </QueryState>
        </CCardBody>
      </CCard>
    </section>
  );
}
