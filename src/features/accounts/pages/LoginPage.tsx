import { useState } from 'react';
import { CButton } from '@coreui/react';
import { Formik, Form } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useLoginMutation, useVerifyOtpMutation } from '@/api/userApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { TextField } from '@/components/form/TextField';
import { PublicFrame } from '@/components/layout/PublicFrame';
import { isValidEmail } from '@/lib/email';
import { isValidOtp } from '@/lib/limits';
import { postLoginTarget } from '@/lib/redirect';
import { selectUser } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';

const loginSchema = yup.object({
  email: yup.string().trim().required('validation.required').test('email', 'validation.email', (v) => isValidEmail(v ?? '')),
  password: yup.string().required('validation.required'),
});

const otpSchema = yup.object({
  otp: yup.string().required('validation.required').test('otp', 'validation.otp', (v) => isValidOtp(v ?? '')),
});

export function LoginPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useAppSelector(selectUser);
  const [login, loginState] = useLoginMutation();
  const [verifyOtp, otpState] = useVerifyOtpMutation();
  const [otpUserId, setOtpUserId] = useState<string | null>(null);
  const target = postLoginTarget(params.get('redirect'));

  if (user && !loginState.isLoading && !otpState.isLoading) return <Navigate to={target} replace />;

  if (otpUserId) {
    return (
      <PublicFrame title={t('titles.login')}>
        <Formik
          initialValues={{ otp: '' }}
          validationSchema={otpSchema}
          onSubmit={async ({ otp }) => {
            const reply = await verifyOtp({ userId: otpUserId, otp: otp.trim() });
            if ('data' in reply && reply.data?.user) navigate(target, { replace: true });
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <p className="text-body-secondary">{t('auth.otpSent')}</p>
              {otpState.error && <ErrorAlert error={otpState.error} />}
              <TextField name="otp" label={t('auth.otp')} inputMode="numeric" autoComplete="one-time-code" autoFocus />
              <CButton type="submit" color="primary" className="w-100" disabled={isSubmitting}>
                {t('actions.login')}
              </CButton>
            </Form>
          )}
        </Formik>
      </PublicFrame>
    );
  }

  return (
    <PublicFrame title={t('titles.login')}>
      <Formik
        initialValues={{ email: '', password: '' }}
        validationSchema={loginSchema}
        onSubmit={async (values) => {
          const reply = await login({ email: values.email.trim(), password: values.password });
          if (!('data' in reply) || !reply.data) return;
          if (reply.data.otpRequired && reply.data.userId) setOtpUserId(reply.data.userId);
          else if (reply.data.user) navigate(target, { replace: true });
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            {loginState.error && <ErrorAlert error={loginState.error} />}
            <TextField name="email" label={t('auth.email')} type="email" autoComplete="username" dir="ltr" />
            <TextField name="password" label={t('auth.password')} type="password" autoComplete="current-password" dir="ltr" />
            <CButton type="submit" color="primary" className="w-100" disabled={isSubmitting}>
              {t('actions.login')}
            </CButton>
          </Form>
        )}
      </Formik>
    </PublicFrame>
  );
}
