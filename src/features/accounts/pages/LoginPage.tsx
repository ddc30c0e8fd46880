import { useState } from 'react';
import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { signInCalls, type OtpMethod, type OtpUserId } from '@/api/signInCalls';
import { useCallMutation } from '@/api/useCall';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { Notice } from '@/components/feedback/Notice';
import { InputField } from '@/components/form/InputField';
import { useLightForm } from '@/components/form/useLightForm';
import { PublicFrame } from '@/components/layout/PublicFrame';
import { LOGOUT_FAILED, paths } from '@/config/paths';
import { postLoginTarget } from '@/lib/redirect';
import { loginProblems } from '../rules/loginRules';
import { OtpStep } from '../components/OtpStep';
import { useRecaptcha } from '../recaptcha';

/** Notices other screens hand over when they lead here (e.g. after a new password was set). */
export type LoginNotice = 'passwordReset' | typeof LOGOUT_FAILED;

/**
 * /login: e-mail and password, then the one-time code when the account has a second step; then on
 * to `redirect`. No store here (its first download stays under 160 kB gzip): it opens in the sign-in app before the staff app, and
 * the staff app sends a signed-in user on before it shows (app/RedirectSignedIn).
 */
export function LoginPage() {
  const { t } = useTranslation(['common', 'accounts']);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [login, loginState] = useCallMutation(signInCalls.login);
  const [otp, setOtp] = useState<{ userId: OtpUserId; method: OtpMethod } | null>(null);
  const getToken = useRecaptcha('login');
  // Foundation rule: back to `redirect` only when it is a path of this app, else home.
  const target = postLoginTarget(params.get('redirect'));
  const [logoutFailed] = useState(() => {
    const failed = sessionStorage.getItem(LOGOUT_FAILED) === '1';
    sessionStorage.removeItem(LOGOUT_FAILED);
    return failed;
  });
  const notice = logoutFailed ? LOGOUT_FAILED : (location.state as { notice?: LoginNotice } | null)?.notice;
  const form = useLightForm({ email: (location.state as { email?: string } | null)?.email ?? '', password: '' }, loginProblems);

  if (otp) {
    return (
      <PublicFrame title={t('accounts:otp.title')}>
        <OtpStep
          userId={otp.userId}
          method={otp.method}
          onVerified={() => navigate(target, { replace: true })}
          onBack={() => setOtp(null)}
        />
      </PublicFrame>
    );
  }

  return (
    <PublicFrame title={t('titles.login')}>
      {notice === 'passwordReset' && (
        <Notice tone="success" role="status">
          {t('accounts:reset.doneNotice')}
        </Notice>
      )}
      {notice === LOGOUT_FAILED && (
        <Notice tone="warning" role="alert">
          {t('accounts:login.logoutFailed')}
        </Notice>
      )}
      <form noValidate onSubmit={form.onSubmit(async (values) => {
        const recaptchaToken = await getToken();
        const reply = await login({ email: values.email.trim(), password: values.password, recaptchaToken });
        if ('error' in reply) return;
        if (reply.data.otpRequired && reply.data.userId) setOtp({ userId: reply.data.userId, method: reply.data.otpMethod ?? 'sms' });
        else if (reply.data.user) navigate(target, { replace: true });
      })}>
        {loginState.error && <ErrorAlert error={loginState.error} />}
        <InputField {...form.field('email')} label={t('accounts:login.email')} type="email" autoComplete="username" dir="ltr" />
        <InputField {...form.field('password')} label={t('accounts:login.password')} type="password" autoComplete="current-password" dir="ltr" />
        <div className="mb-3 text-end">
          <Link to={paths.resetPasswordRequest}>{t('accounts:login.forgot')}</Link>
        </div>
        <CButton {...form.submitButton} color="primary" className="w-100">
          {t('actions.login')}
        </CButton>
      </form>
      <p className="mt-4 mb-0 text-center">
        {t('accounts:login.noUser')} <Link to={paths.register}>{t('accounts:login.register')}</Link>
      </p>
    </PublicFrame>
  );
}
