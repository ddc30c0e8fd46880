import { useEffect, useState } from 'react';
import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { signInCalls, type OtpMethod, type OtpUserId } from '@/api/signInCalls';
import { useCallMutation } from '@/api/useCall';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { InputField } from '@/components/form/InputField';
import { useLightForm } from '@/components/form/useLightForm';
import { otpProblems } from '../rules/loginRules';

interface Props {
  userId: OtpUserId;
  method: OtpMethod;
  onVerified: () => void;
  onBack: () => void;
}

const RESEND_WAIT_SECONDS = 30;

/** The second sign-in step (spec section 9: text message, voice call or authenticator app). */
export function OtpStep({ userId, method, onVerified, onBack }: Props) {
  const { t } = useTranslation('accounts');
  const [verifyOtp, verifyState] = useCallMutation(signInCalls.verifyOtp);
  const [resendOtp, resendState] = useCallMutation(signInCalls.resendOtp);
  const [wait, setWait] = useState(0);
  const [resent, setResent] = useState(false);
  const form = useLightForm({ otp: '' }, otpProblems);

  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async ({ otp }) => {
        const reply = await verifyOtp({ userId, otp: otp.trim() });
        if (!('error' in reply) && reply.data.user) onVerified();
      })}
    >
      <p>{t(`otp.sent.${method}`)}</p>
      {verifyState.error && <ErrorAlert error={verifyState.error} />}
      {resendState.error && <ErrorAlert error={resendState.error} />}
      <InputField {...form.field('otp')} label={t('otp.label')} inputMode="numeric" autoComplete="one-time-code" dir="ltr" />
      <CButton {...form.submitButton} color="primary" className="w-100 mb-3">
        {t('otp.submit')}
      </CButton>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        {method !== 'app' && (
          <CButton
            color="link"
            className="p-0"
            disabled={resendState.isLoading || wait > 0}
            onClick={async () => {
              const reply = await resendOtp({ userId });
              if (!('error' in reply)) {
                setResent(true);
                setWait(RESEND_WAIT_SECONDS);
              }
            }}
          >
            {wait > 0 ? t('otp.resendIn', { seconds: wait }) : t(`otp.resend.${method}`)}
          </CButton>
        )}
        <CButton color="link" className="p-0" onClick={onBack}>
          {t('otp.back')}
        </CButton>
      </div>
      {resent && (
        <p role="status" className="text-success-emphasis small mt-2 mb-0">
          {t(`otp.resent.${method}`)}
        </p>
      )}
    </form>
  );
}
