import { useState } from 'react';
import { CAlert, CButton } from '@coreui/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRequestPasswordResetMutation } from '@/api/userApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { TextField } from '@/components/form/TextField';
import { PublicFrame } from '@/components/layout/PublicFrame';
import { paths } from '@/config/paths';
import { emailField } from '../accountsSchemas';
import { SubmitButton } from '../components/SubmitButton';

/** /login/reset-password: asks for the e-mail that gets the reset link. */
export function ResetPasswordRequestPage() {
  const { t } = useTranslation(['accounts', 'common']);
  const [requestReset, state] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState('');

  return (
    <PublicFrame title={t('common:titles.resetPasswordRequest')}>
      {sentTo ? (
        <>
          <CAlert color="success" role="status">
            {t('reset.sent')} <bdi dir="ltr">{sentTo}</bdi>
          </CAlert>
          <p className="text-body-secondary">{t('reset.sentHint')}</p>
          <CButton color="secondary" variant="outline" className="me-2 mb-2" onClick={() => setSentTo('')}>
            {t('reset.again')}
          </CButton>
        </>
      ) : (
        <Formik
          initialValues={{ email: '' }}
          validationSchema={yup.object({ email: emailField })}
          onSubmit={async ({ email }) => {
            const reply = await requestReset({ email: email.trim() });
            if (!('error' in reply)) setSentTo(email.trim());
          }}
        >
          <Form noValidate>
            <p className="text-body-secondary">{t('reset.intro')}</p>
            {state.error && <ErrorAlert error={state.error} />}
            <TextField name="email" label={t('fields.email')} type="email" autoComplete="email" dir="ltr" />
            <SubmitButton>{t('reset.send')}</SubmitButton>
          </Form>
        </Formik>
      )}
      <p className="mt-4 mb-0 text-center">
        <Link to={paths.login}>{t('reset.backToLogin')}</Link>
      </p>
    </PublicFrame>
  );
}
