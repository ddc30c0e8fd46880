import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { OtpMethod, OtpUserId } from '@/api/signInCalls';
import { useLoginByHashMutation } from '@/api/userApi';
import { toApiError } from '@/api/apiError';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { Notice } from '@/components/feedback/Notice';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { PublicFrame } from '@/components/layout/PublicFrame';
import { paths } from '@/config/paths';
import { postLoginTarget } from '@/lib/redirect';
import { OtpStep } from '../components/OtpStep';

/** /login/hash/:hash: signs in with the link's hash, then goes where sign-in goes. */
export function LoginHashPage() {
  const { t } = useTranslation(['common', 'accounts']);
  const { hash = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [loginByHash, state] = useLoginByHashMutation();
  const [otp, setOtp] = useState<{ userId: OtpUserId; method: OtpMethod } | null>(null);
  const started = useRef(false);
  const target = postLoginTarget(params.get('redirect'));

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects: the link may be single-use.
    if (started.current) return;
    started.current = true;
    void loginByHash(hash).then((reply) => {
      if ('error' in reply || !reply.data) return;
      if (reply.data.otpRequired && reply.data.userId) setOtp({ userId: reply.data.userId, method: reply.data.otpMethod ?? 'sms' });
      else navigate(target, { replace: true });
    });
  }, [hash, loginByHash, navigate, target]);

  if (otp) {
    return (
      <PublicFrame title={t('accounts:otp.title')}>
        <OtpStep userId={otp.userId} method={otp.method} onVerified={() => navigate(target, { replace: true })} onBack={() => navigate(paths.login)} />
      </PublicFrame>
    );
  }
  if (!state.error) return <PageSpinner />;
  // Section 8's "Expired link (press for a new e-mail)" offers a new e-mail that a sign-in link has
  // no call for: said as what it is here, the way on being the sign-in below.
  const expired = toApiError(state.error).messageKey === 'errors.expiredLink';
  return (
    <PublicFrame title={t('titles.loginHash')}>
      {expired ? (
        <Notice tone="danger" role="alert">
          {t('accounts:loginHash.expired')}
        </Notice>
      ) : (
        <>
          <ErrorAlert error={state.error} />
          <p>{t('accounts:loginHash.failed')}</p>
        </>
      )}
      <Link to={paths.login} className="btn btn-primary w-100">
        {t('accounts:loginHash.toLogin')}
      </Link>
    </PublicFrame>
  );
}
