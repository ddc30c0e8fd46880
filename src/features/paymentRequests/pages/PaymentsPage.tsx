import { useMemo } from 'react';
import { CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { Link, useLocation } from 'react-router-dom';
import { useGetPaymentRequestsQuery } from '@/api/paymentRequestsApi';
import { useGetTerminalsQuery, useSearchWorkspaceTransactionsQuery } from '@/api/terminalsApi';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import { QueryState } from '@/components/feedback/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { backState } from '@/components/layout/backLink';
import { ListCards } from '@/components/list/ListCards';
import { usePhoneLayout } from '@/components/list/usePhoneLayout';
import { hrefs } from '@/config/hrefs';
import { balanceInWords, paymentsFrom, type Payment } from '@/lib/receiptsAndPayments';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import '@/styles/parts/stackedTable.scss';
import '../paymentRequests.scss';
import { TableScroll } from '@/components/list/TableScroll';

const BALANCE_CLASS = { exact: 'text-success-emphasis', short: 'text-danger-emphasis', over: 'text-warning-emphasis', unknown: 'text-body-secondary' } as const;

/**
 * Payments (spec section 2 names the area, not its data): every paid payment request with the
 * terminal transaction that paid it, what was asked and what the cheques came to.
 */
export function PaymentsPage() {
  const { t, i18n } = useTranslation(['paymentRequests', 'common']);
  const ws = useAppSelector(selectWorkspace);
  const location = useLocation();
  const phone = usePhoneLayout();
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
    payer: t('payments.payer'),
    requested: t('payments.requested'),
    received: t('payments.received'),
    balance: t('payments.balance'),
  };
  const title = (p: Payment) => (
    <Link to={hrefs.paymentRequestView(p.requestNumber)} state={backState(location)} aria-label={t('list.open', { number: p.requestNumber, name: p.title || t('list.numbered', { number: p.requestNumber }) })}>
      <span dir="auto">{p.title || t('list.numbered', { number: p.requestNumber })}</span>
    </Link>
  );
  const number = (p: Payment) => (p.title ? t('list.numbered', { number: p.requestNumber }) : undefined);
  const payer = (p: Payment) => (p.payerName ? <span dir="auto">{p.payerName}</span> : p.clientEmail ? <bdi dir="ltr">{p.clientEmail}</bdi> : t('staff:list.unnamed'));
  const receivedMoney = (p: Payment) =>
    p.transactionId ? (
      <Link to={hrefs.terminalTransaction(p.transactionId)} aria-label={t('payments.openTransaction', { number: p.requestNumber, amount: p.receivedAgorot == null ? '—' : formatMoney(p.receivedAgorot, i18n.language) })}>
        <Money agorot={p.receivedAgorot ?? undefined} />
      </Link>
    ) : (
      <Money agorot={p.receivedAgorot ?? undefined} />
    );
  // An accountant reads brackets or a minus as a loss: the difference is said in words (lib rule).
  const balance = (p: Payment) => {
    const words = balanceInWords(p.balance, p.differenceAgorot);
    return words.amountAgorot === null ? (
      t(`payments.balances.${words.word}`)
    ) : (
      <>
        {t(`payments.balancesBy.${words.word}`)} <Money agorot={words.amountAgorot} />
      </>
    );
  };
  const totals = (
    <p className="mb-0 fw-semibold">
      {t('payments.totalRequested')} <Money agorot={requested} /> · {t('payments.totalReceived')} <Money agorot={received} />
    </p>
  );
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
            {phone ? (
              <ListCards
                label={t('payments.cards')}
                total={totals}
                cards={payments.map((p) => ({
                  id: p.requestNumber,
                  title: title(p),
                  subtitle: number(p),
                  amount: receivedMoney(p),
                  facts: [
                    { id: 'payer', label: col.payer, value: payer(p) },
                    { id: 'paidAt', label: col.paidAt, value: <DateText value={p.paidAt} withTime /> },
                    { id: 'terminal', label: col.terminal, value: terminalName(p.terminalId) },
                    { id: 'requested', label: col.requested, value: <Money agorot={p.requestedAgorot ?? undefined} /> },
                  ],
                  footer: <span className={BALANCE_CLASS[p.balance]}>{balance(p)}</span>,
                }))}
              />
            ) : (
              <>
                <TableScroll label={t('payments.cards')}>
                  <table className="table align-middle stacked-table">
                    <thead>
                      <tr>
                        <th scope="col">{col.request}</th>
                        <th scope="col">{col.payer}</th>
                        <th scope="col">{col.paidAt}</th>
                        <th scope="col">{col.terminal}</th>
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
                            {title(p)}
                            {number(p) && <span className="d-block small text-body-secondary">{number(p)}</span>}
                          </td>
                          <td data-label={col.payer}>{payer(p)}</td>
                          <td data-label={col.paidAt}>
                            <DateText value={p.paidAt} withTime />
                          </td>
                          <td data-label={col.terminal}>{terminalName(p.terminalId)}</td>
                          <td data-label={col.requested} className="money-col">
                            <Money agorot={p.requestedAgorot ?? undefined} />
                          </td>
                          <td data-label={col.received} className="money-col">
                            {receivedMoney(p)}
                          </td>
                          <td data-label={col.balance} className={BALANCE_CLASS[p.balance]}>
                            {balance(p)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
                {totals}
              </>
            )}
          </QueryState>
        </CCardBody>
      </CCard>
    </section>
  );
}
