import { useEffect, useRef, useState } from 'react';
import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useResendValidationEmailMutation, useValidateEmailMutation } from '@/api/userApi';
import { toApiError } from '@/api/apiError';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { PublicFrame } from '@/components/layout/PublicFrame';
import { paths } from '@/config/paths';
import { selectUser } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';

/** /authorizeEmail/:hash: confirms the address; an expired link offers a new e-mail (section 8). */
export function AuthorizeEmailPage() {
  const { t } = useTranslation(['accounts', 'common']);
  const { hash = '' } = useParams();
  const user = useAppSelector(selectUser);
  const [validate, state] = useValidateEmailMutation();
  const [resend, resendState] = useResendValidationEmailMutation();
  const [resentTo, setResentTo] = useState<string | null>(null);
  const [alreadyConfirmed, setAlreadyConfirmed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // The hash is single-use: StrictMode's second effect must not send it again.
    if (started.current) return;
    started.current = true;
    void validate(hash);
  }, [hash, validate]);

  if (state.isUninitialized || state.isLoading) return <PageSpinner />;
  const expired = state.error && toApiError(state.error).messageKey === 'errors.expiredLink';
  const next = user ? { to: paths.home, label: t('verify.toApp') } : { to: paths.login, label: t('verify.toLogin') };

  return (
    <PublicFrame title={t('common:titles.authorizeEmail')}>
      {state.isSuccess && (
        <CAlert color="success" role="status">
          {t('verify.done')} {state.data?.email && <bdi dir="ltr">{state.data.email}</bdi>}
        </CAlert>
      )}
      {state.error && <ErrorAlert error={state.error} />}
      {expired && !resentTo && (
        <CButton
          color="primary"
          className="w-100 mb-3"
          disabled={resendState.isLoading}
          onClick={async () => {
            const reply = await resend({ hash });
            if ('error' in reply) return;
            setResentTo(reply.data?.email ?? '');
            setAlreadyConfirmed(!!reply.data?.alreadyConfirmed);
          }}
        >
          {t('verify.resend')}
        </CButton>
      )}
      {resendState.error && <ErrorAlert error={resendState.error} />}
      {resentTo !== null && (
        <CAlert color="success" role="status">
          {alreadyConfirmed ? t('verify.alreadyConfirmed') : t('verify.resent', { email: resentTo })}
        </CAlert>
      )}
      <Link to={next.to} className={expired && !resentTo ? 'btn btn-outline-secondary w-100' : 'btn btn-primary w-100'}>
        {next.label}
      </Link>
    </PublicFrame>
  );
}
