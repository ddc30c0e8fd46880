import { useCallback, useEffect, useMemo } from 'react';
import { CButton, CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetPaymentRequestsQuery } from '@/api/paymentRequestsApi';
import { useGetTerminalsQuery, useListTerminalTransactionsQuery, useSearchWorkspaceTransactionsQuery } from '@/api/terminalsApi';
import { FilterFold } from '@/components/list/FilterFold';
import { usePhoneLayout } from '@/components/list/usePhoneLayout';
import { requestTitle, totalsByTransaction } from '@/lib/receiptsAndPayments';
import { PageHeader } from '@/components/layout/PageHeader';
import { QueryState } from '@/components/feedback/QueryState';
import { paths } from '@/config/paths';
import { hrefs } from '@/config/hrefs';
import { isDateRangeReversed, readTransactionFilter, transactionFilterEntries, type TransactionFilter } from '../rules/terminalTransactions';
import { useActiveWorkspace } from '@/hooks/useActiveWorkspace';
import { TransactionFilters } from '../components/TransactionFilters';
import { TransactionsTable } from '../components/TransactionsTable';
import '../terminals.scss';

/** A terminal's transactions (POST /api/terminal/transactions/list), filtered from the URL. */
export function TransactionsPage() {
  const { t } = useTranslation(['terminals', 'common']);
  const { ws, wsId } = useActiveWorkspace();
  const [params, setParams] = useSearchParams();
  const terminals = useGetTerminalsQuery(ws, { skip: !ws });
  const chosen = params.get('terminal') ?? '';
  const terminalId = terminals.data?.some((x) => x.terminalId === chosen) ? chosen : (terminals.data?.[0]?.terminalId ?? '');
  const terminalName = terminals.data?.find((x) => x.terminalId === terminalId)?.name;
  const filter = readTransactionFilter(params);
  const reversed = isDateRangeReversed(filter.from, filter.to);
  const list = useListTerminalTransactionsQuery(
    { wsId, terminalId, filters: transactionFilterEntries(filter) },
    { skip: !terminalId || reversed, refetchOnMountOrArgChange: true },
  );

  // The list's reply carries no amounts and names requests by number: the workspace's transactions
  // with their cheques, and its payment requests, say how much and what for (both cached, shared
  // with receipts and payments).
  const search = useSearchWorkspaceTransactionsQuery({ ws }, { skip: !ws });
  const requests = useGetPaymentRequestsQuery({ ws }, { skip: !ws });
  const amounts = useMemo(() => totalsByTransaction(search.data ?? []), [search.data]);
  const requestTitles = useMemo(
    () => new Map((requests.data?.paymentRequests ?? []).flatMap((r) => (r.requestNumber && requestTitle(r) ? [[r.requestNumber, requestTitle(r)] as const] : []))),
    [requests.data],
  );
  const phone = usePhoneLayout();

  const setUrl = useCallback(
    (next: TransactionFilter, terminal = terminalId) => setParams({ ...(terminal ? { terminal } : {}), ...transactionFilterEntries(next) }, { replace: true }),
    [setParams, terminalId],
  );
  // The first terminal is chosen for the user: the URL says so, so that back and reload keep it.
  useEffect(() => {
    if (terminalId && chosen !== terminalId) setUrl(readTransactionFilter(params), terminalId);
  }, [terminalId, chosen, params, setUrl]);

  const onChange = useCallback((next: TransactionFilter) => setUrl(next), [setUrl]);
  const filtered = transactionFilterEntries(filter);
  const rows = list.data?.transactions ?? [];
  return (
    <section>
      <PageHeader
        title={t('common:titles.terminalTransactions')}
        // The terminal is named here too: on a phone its choice is folded away with the filters.
        subtitle={
          list.data ? (
            <>
              {t('transactions.count', { count: list.data.total })}
              {terminalName && <> · <span dir="auto">{terminalName}</span></>}
            </>
          ) : undefined
        }
        actions={
          terminalId && (
            <Link to={hrefs.terminalScan(terminalId)} className="btn btn-outline-primary">
              {t('list.scanPage')}
            </Link>
          )
        }
      />
      <QueryState
        isLoading={terminals.isLoading}
        error={terminals.error}
        onRetry={() => void terminals.refetch()}
        isEmpty={!terminals.data?.length}
        emptyText={t('transactions.noTerminals')}
        emptyAction={<Link to={paths.terminals}>{t('transactions.toTerminals')}</Link>}
      >
        <CCard className="mb-3">
          <CCardBody>
            <FilterFold phone={phone} active={Object.keys(filtered).length}>
              <TransactionFilters terminals={terminals.data ?? []} terminalId={terminalId} onTerminal={(id) => setUrl(filter, id)} filter={filter} onChange={onChange} />
            </FilterFold>
          </CCardBody>
        </CCard>
        <CCard>
          <CCardBody>
            {reversed ? (
              <p className="mb-0">{t('transactions.reversed')}</p>
            ) : (
              <QueryState
                isLoading={list.isLoading || list.isFetching}
                error={list.error}
                onRetry={() => void list.refetch()}
                isEmpty={rows.length === 0}
                emptyText={Object.keys(filtered).length ? t('transactions.emptyFiltered') : t('transactions.empty')}
                emptyAction={
                  Object.keys(filtered).length ? (
                    <CButton color="primary" variant="outline" size="sm" onClick={() => onChange(readTransactionFilter(null))}>
                      {t('transactions.clear')}
                    </CButton>
                  ) : undefined
                }
              >
                <TransactionsTable transactions={rows} amounts={amounts} requestTitles={requestTitles} phone={phone} />
              </QueryState>
            )}
          </CCardBody>
        </CCard>
      </QueryState>
    </section>
  );
}
