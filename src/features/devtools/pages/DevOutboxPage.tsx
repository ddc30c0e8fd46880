import { useState } from 'react';
import { CBadge, CButton, CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useGetOutboxQuery, useResetDemoMutation } from '@/api/devOutboxApi';
import type { OutboxMessage } from '@/api/types/outboxMessage';
import { baseApi } from '@/api/baseApi';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { QueryState } from '@/components/feedback/QueryState';
import { PublicFrame } from '@/components/layout/PublicFrame';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { sessionEnded } from '@/state/generalSlice';
import { useAppDispatch } from '@/state/hooks';
import '@/styles/parts/badge.scss';

const KINDS = ['verifyEmail', 'passwordReset', 'invitation', 'otp-sms', 'otp-voice', 'otp-app', 'payeeOtp'];

/** Mock mode only: what the mock backend "sent", so a person trying the demo can follow links and codes. */
export function DevOutboxPage() {
  const { t } = useTranslation(['accounts', 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const outbox = useGetOutboxQuery(undefined, { refetchOnMountOrArgChange: true });
  const [resetDemo, resetState] = useResetDemoMutation();
  const [confirming, setConfirming] = useState(false);

  const onReset = async () => {
    const reply = await resetDemo();
    if ('error' in reply) return setConfirming(false);
    // The reset ends every session: the client forgets its user too.
    dispatch(sessionEnded());
    dispatch(baseApi.util.resetApiState());
    navigate(paths.login, { replace: true });
  };

  return (
    <PublicFrame title={t('common:titles.devOutbox')} wide>
      <p className="text-body-secondary">{t('devOutbox.intro')}</p>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <CButton color="primary" variant="outline" size="sm" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          {t('devOutbox.refresh')}
        </CButton>
        <CButton color="danger" variant="outline" size="sm" onClick={() => setConfirming(true)}>
          {t('common:shell.resetDemo')}
        </CButton>
      </div>
      {resetState.error && <ErrorAlert error={resetState.error} />}
      <QueryState
        isLoading={outbox.isLoading}
        error={outbox.error}
        onRetry={() => void outbox.refetch()}
        isEmpty={!outbox.data?.length}
        emptyText={t('devOutbox.empty')}
      >
        <ul className="list-unstyled mb-0" aria-label={t('devOutbox.listLabel')}>
          {outbox.data?.map((message) => <OutboxItem key={message.id} message={message} />)}
        </ul>
      </QueryState>
      <ConfirmModal
        visible={confirming}
        title={t('common:shell.resetDemo')}
        body={t('common:shell.resetDemoConfirm')}
        confirmLabel={t('devOutbox.resetConfirm')}
        danger
        busy={resetState.isLoading}
        onConfirm={() => void onReset()}
        onCancel={() => setConfirming(false)}
      />
    </PublicFrame>
  );
}

function OutboxItem({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('accounts');
  const time = new Date(message.createdAt);
  return (
    <li className="mb-2">
      <CCard>
        <CCardBody className="py-2 px-3">
          <div className="d-flex flex-wrap justify-content-between gap-2 small text-body-secondary">
            <span>
              {t('devOutbox.to')} <bdi dir="ltr">{message.to}</bdi>
            </span>
            <span dir="ltr">
              {formatDate(time)} {time.toTimeString().slice(0, 5)}
            </span>
          </div>
          <p className="mb-1 fw-semibold">
            <CBadge color="secondary" className="me-2">
              {KINDS.includes(message.kind) ? t(`devOutbox.kinds.${message.kind}`) : message.kind}
            </CBadge>
            {message.subject}
          </p>
          {message.code && (
            <p className="mb-1">
              {t('devOutbox.code')} <code className="fs-5" dir="ltr">{message.code}</code>
            </p>
          )}
          {message.link && (
            <Link to={message.link} className="text-break" dir="ltr">
              {message.link}
            </Link>
          )}
        </CCardBody>
      </CCard>
    </li>
  );
}
