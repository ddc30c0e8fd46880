import { useEffect, useEffectEvent, useState } from 'react';
import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  useCompleteTransactionChequesMutation,
  useDeleteTransactionMutation,
  useGetTerminalQuery,
  useGetTransactionChequesQuery,
  useGetTransactionStatusQuery,
  useGetWorkspaceTransactionQuery,
} from '@/api/terminalsApi';
import { useGetPaymentRequestQuery } from '@/api/paymentRequestsApi';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import { DetailList } from '@/components/display/DetailList';
import { DetailSection } from '@/components/display/DetailSection';
import { DangerButton } from '@/components/feedback/DangerButton';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { QueryState } from '@/components/feedback/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { paths } from '@/config/paths';
import { hrefs } from '@/config/hrefs';
import { requestTitle } from '@/lib/receiptsAndPayments';
import { sumAgorot } from '@/lib/money';
import { canCompleteTransaction, canDeleteTransaction } from '../rules/terminalTransactions';
import { useActiveWorkspace } from '@/hooks/useActiveWorkspace';
import { usePermission } from '@/state/usePermission';
import { TransactionCheques } from '../components/TransactionCheques';
import { TransactionStatusBadge } from '../components/TransactionStatusBadge';
import '../terminals.scss';

const OPEN = ['NEW', 'IN_PROGRESS'];

/** One terminal transaction: its cheques and pictures, the scan result, the payer, and completing it. */
export function TransactionViewPage() {
  const { t } = useTranslation(['terminals', 'common']);
  const { transactionId = '' } = useParams();
  const navigate = useNavigate();
  const { ws, wsId } = useActiveWorkspace();
  const permission = usePermission();
  const query = useGetWorkspaceTransactionQuery({ ws, transactionId }, { skip: !ws });
  const tx = query.data;
  const cheques = useGetTransactionChequesQuery({ ws, transactionId }, { skip: !ws });
  // The request it paid, to name it by what it is for rather than by its number.
  const request = useGetPaymentRequestQuery({ ws, id: tx?.upr ?? '' }, { skip: !ws || !tx?.upr });
  const terminal = useGetTerminalQuery({ ws, terminalId: tx?.terminalId ?? '' }, { skip: !tx?.terminalId });
  // While the payer may still be scanning, the terminal's own status is asked every 15 seconds.
  const open = OPEN.includes(tx?.status ?? '');
  const live = useGetTransactionStatusQuery(
    { link: terminal.data?.terminalLink ?? '', transactionNumber: tx?.transactionNumber ?? '' },
    { skip: !open || !terminal.data?.terminalLink || !tx?.transactionNumber, pollingInterval: 15_000 },
  );
  const liveStatus = live.data?.transaction?.status;
  const refetchAll = useEffectEvent(() => {
    void query.refetch();
    void cheques.refetch();
  });
  // The payer finished (or the terminal says something new): read the transaction and its cheques again.
  useEffect(() => {
    if (liveStatus) refetchAll();
  }, [liveStatus]);
  const [complete, completeState] = useCompleteTransactionChequesMutation();
  const [remove, removeState] = useDeleteTransactionMutation();
  const [moved, setMoved] = useState<number | null>(null);

  const onComplete = async () => {
    setMoved(null);
    const reply = await complete({ ws, transactionId });
    // A refusal is shown by ErrorAlert below.
    if (!('error' in reply)) setMoved(cheques.data?.length ?? 0);
  };
  const onDelete = async () => {
    const reply = await remove({ wsId, transactionId });
    if ('error' in reply) return;
    navigate(hrefs.terminalTransactions(tx?.terminalId), { replace: true });
  };

  const status = tx?.status;
  const refusal = permission.reason('terminalTransaction.complete');
  const hint = !canCompleteTransaction(status)
    ? t(`view.cannotComplete.${status}`, { defaultValue: '' })
    : refusal
      ? t(refusal, { ns: 'common' })
      : t('view.awaitingPickupHint');
  const number = tx?.transactionNumber ?? transactionId;
  return (
    <section>
      <PageHeader
        title={t('view.title', { number })}
        subtitle={tx && <TransactionStatusBadge status={status} />}
        back={{ to: hrefs.terminalTransactions(tx?.terminalId), label: t('view.back'), accepts: (path) => path.startsWith(paths.terminalTransactions) }}
        actions={
          tx && (
            <>
              {canCompleteTransaction(status) && permission.can('terminalTransaction.complete') && (
                <CButton color="primary" onClick={() => void onComplete()} disabled={completeState.isLoading}>
                  {completeState.isLoading ? t('view.completing') : t('view.complete')}
                </CButton>
              )}
              {canDeleteTransaction(status) && permission.can('terminalTransaction.delete') && (
                <DangerButton
                  label={t('view.delete')}
                  confirmTitle={t('view.deleteTitle', { number })}
                  confirmBody={t(cheques.data?.length ? 'view.deleteBodyCheques' : 'view.deleteBody', { count: cheques.data?.length ?? 0 })}
                  busy={removeState.isLoading}
                  onConfirm={onDelete}
                />
              )}
            </>
          )
        }
      />
      {completeState.error && <ErrorAlert error={completeState.error} />}
      {removeState.error && <ErrorAlert error={removeState.error} />}
      {moved !== null && (
        <CAlert color="success" role="status">
          {t('view.completed', { count: moved })} <Link to={paths.chequesInbox}>{t('view.toInbox')}</Link>
        </CAlert>
      )}
      <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()}>
        {tx && (
          <div className="transaction-view">
            {hint && <p className="text-body-secondary">{hint}</p>}
            <DetailSection title={t('view.summary')}>
              <DetailList
                items={[
                  { id: 'terminal', label: t('view.terminal'), value: terminal.data?.name },
                  { id: 'amount', label: t('view.chequesAmount'), value: cheques.data && <Money agorot={sumAgorot(cheques.data.map((c) => c.amount))} /> },
                  { id: 'created', label: t('view.createdAt'), value: <DateText value={tx.createdAt} withTime /> },
                  { id: 'completed', label: t('view.completedAt'), value: tx.completedAt && <DateText value={tx.completedAt} withTime /> },
                  { id: 'receipt', label: t('view.receipt'), value: tx.receiptNumber !== undefined && <bdi>{String(tx.receiptNumber)}</bdi> },
                  {
                    id: 'request',
                    label: t('view.request'),
                    value: tx.upr && (
                      <>
                        <Link to={hrefs.paymentRequestView(tx.upr)}>{requestTitle(request.data) ? <span dir="auto">{requestTitle(request.data)}</span> : <bdi>{tx.upr}</bdi>}</Link>
                        {requestTitle(request.data) && <span className="d-block small text-body-secondary">{t('transactions.requestNumbered', { number: tx.upr })}</span>}
                      </>
                    ),
                  },
                ]}
              />
            </DetailSection>
            <DetailSection title={t('view.scanResult')}>
              <DetailList
                items={[
                  { id: 'total', label: t('view.totalChecks'), value: String(tx.totalChecks ?? tx.checkIds?.length ?? 0) },
                  { id: 'ok', label: t('view.totalSucceeded'), value: String(tx.totalSucceeded ?? tx.checkIds?.length ?? 0) },
                  { id: 'failed', label: t('view.totalFailed'), value: String(tx.totalFailed ?? 0) },
                ]}
              />
            </DetailSection>
            <DetailSection title={t('view.payer')}>
              <DetailList
                items={[
                  { id: 'name', label: t('view.fromName'), value: tx.fromName && <span dir="auto">{tx.fromName}</span> },
                  { id: 'email', label: t('view.email'), value: tx.email && <bdi dir="ltr">{tx.email}</bdi> },
                  { id: 'comments', label: t('view.comments'), value: tx.comments && <span dir="auto">{tx.comments}</span>, wide: true },
                ]}
              />
            </DetailSection>
            <DetailSection title={t('view.cheques', { count: cheques.data?.length ?? 0 })}>
              <QueryState isLoading={cheques.isLoading} error={cheques.error} onRetry={() => void cheques.refetch()}>
                <TransactionCheques cheques={cheques.data ?? []} retrieved={status === 'RETRIEVED'} />
              </QueryState>
            </DetailSection>
          </div>
        )}
      </QueryState>
    </section>
  );
}
