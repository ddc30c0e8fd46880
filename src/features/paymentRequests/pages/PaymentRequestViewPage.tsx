import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useCancelPaymentRequestMutation, useDeletePaymentRequestMutation, useGetPaymentRequestQuery } from '@/api/paymentRequestsApi';
import { useGetTerminalsQuery } from '@/api/terminalsApi';
import { DateText } from '@/components/display/DateText';
import { DetailList } from '@/components/display/DetailList';
import { DetailSection } from '@/components/display/DetailSection';
import { Money } from '@/components/display/Money';
import { DangerButton } from '@/components/feedback/DangerButton';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { QueryState } from '@/components/feedback/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { hrefs, paths } from '@/config/paths';
import { todayIso } from '@/lib/dates';
import { canCancelPaymentRequest, effectivePaymentRequestStatus } from '../rules/paymentRequests';
import { canDeletePaymentRequest } from '@/lib/statuses';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { usePermission } from '@/state/usePermission';
import { PaymentRequestLink } from '../components/PaymentRequestLink';
import { PaymentRequestStatusBadge } from '../components/PaymentRequestStatusBadge';
import '../paymentRequests.scss';

/** One payment request: what was asked, its link while it is open, cancel, and delete while NEW. */
export function PaymentRequestViewPage() {
  const { t } = useTranslation(['paymentRequests', 'common']);
  const { requestId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const ws = useAppSelector(selectWorkspace);
  const permission = usePermission();
  const query = useGetPaymentRequestQuery({ ws, id: requestId }, { skip: !ws });
  const terminals = useGetTerminalsQuery(ws, { skip: !ws });
  const [cancel, cancelState] = useCancelPaymentRequestMutation();
  const [remove, removeState] = useDeletePaymentRequestMutation();
  const request = query.data;
  const status = request ? effectivePaymentRequestStatus(request.status, request.dateToCancel, todayIso()) : 'UNKNOWN';
  const arrived = location.state as { created?: boolean; sentTo?: string } | null;
  const terminal = terminals.data?.find((x) => x.terminalId === request?.terminalId);
  const deletable = canDeletePaymentRequest(status);

  const onDelete = async () => {
    const reply = await remove({ ws, id: requestId });
    if ('error' in reply) return;
    navigate(paths.paymentRequests, { replace: true, state: { deleted: requestId } });
  };

  const actions = request && (
    <>
      {canCancelPaymentRequest(status) && permission.can('paymentRequest.cancel') && (
        <DangerButton
          label={t('view.cancel')}
          confirmTitle={t('view.cancelTitle', { number: requestId })}
          confirmBody={t('view.cancelBody')}
          confirmLabel={t('view.cancelConfirm')}
          busy={cancelState.isLoading}
          onConfirm={() => cancel({ ws, id: requestId })}
        />
      )}
      {permission.can('paymentRequest.delete') && (
        <DangerButton
          label={t('view.delete')}
          confirmTitle={t('view.deleteTitle', { number: requestId })}
          confirmBody={t('view.deleteBody')}
          confirmLabel={t('view.deleteConfirm')}
          busy={removeState.isLoading}
          disabled={!deletable}
          onConfirm={onDelete}
        />
      )}
    </>
  );

  return (
    <section className="payment-requests">
      <PageHeader
        title={t('view.title', { number: requestId })}
        subtitle={request && <PaymentRequestStatusBadge status={status} />}
        back={{ to: paths.paymentRequests, label: t('list.back'), accepts: (path) => path.startsWith(paths.paymentRequests) }}
        actions={actions}
      />
      {request && !deletable && permission.can('paymentRequest.delete') && (
        <p className="small text-body-secondary" id="delete-reason">
          {t('common:errors.paymentRequestCannotBeDeleted')}
        </p>
      )}
      {arrived?.created && (
        <CAlert color="success" role="status">
          {arrived.sentTo ? t('view.createdAndSent', { email: arrived.sentTo }) : t('view.created')}
        </CAlert>
      )}
      {cancelState.isSuccess && (
        <CAlert color="success" role="status">
          {t('view.canceled')}
        </CAlert>
      )}
      {cancelState.error && <ErrorAlert error={cancelState.error} />}
      {removeState.error && <ErrorAlert error={removeState.error} />}
      <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()}>
        {request && (
          <div className="payment-request-view">
            <DetailSection title={t('view.details')}>
              <DetailList
                items={[
                  { id: 'amount', label: t('fields.amount'), value: <Money value={request.amount} className="fw-bold" /> },
                  { id: 'terminal', label: t('fields.terminal'), value: terminal?.name ?? request.terminalId },
                  { id: 'kind', label: t('view.kind'), value: t(request.fast ? 'view.kindFast' : 'view.kindRegular') },
                  { id: 'created', label: t('view.createdAt'), value: request.createdAt && <DateText value={request.createdAt} withTime /> },
                  { id: 'cancel', label: t('fields.dateToCancel'), value: request.dateToCancel && <DateText value={request.dateToCancel} relative={status === 'NEW'} /> },
                  { id: 'email', label: t('fields.clientEmail'), value: request.clientEmail && <bdi dir="ltr">{request.clientEmail}</bdi> },
                  { id: 'message', label: t('fields.clientMessage'), value: request.clientMessage && <span dir="auto">{request.clientMessage}</span>, wide: true },
                ]}
              />
            </DetailSection>
            {status === 'DONE' && (
              <DetailSection title={t('view.payment')}>
                <DetailList
                  items={[
                    { id: 'paid', label: t('view.paidAt'), value: request.paidAt && <DateText value={request.paidAt} withTime /> },
                    {
                      id: 'transaction',
                      label: t('view.transaction'),
                      value: request.transactionId && <Link to={hrefs.terminalTransaction(request.transactionId)}>{t('view.openTransaction')}</Link>,
                    },
                  ]}
                />
              </DetailSection>
            )}
            <DetailSection title={t('view.link')}>
              {status === 'NEW' ? <PaymentRequestLink ws={ws} request={request} /> : <p className="text-body-secondary mb-0">{t(status === 'DONE' ? 'view.linkPaid' : 'view.linkCanceled')}</p>}
            </DetailSection>
          </div>
        )}
      </QueryState>
    </section>
  );
}
