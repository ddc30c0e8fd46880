import { useState } from 'react';
import { CAlert, CButton } from '@coreui/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useResendValidationEmailMutation, useUpdateRegistrationMutation } from '@/api/userApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { TextField } from '@/components/form/TextField';
import { paths } from '@/config/paths';
import { emailField } from '../accountsSchemas';

interface Props {
  email: string;
  uid: string;
}

/** After sign-up: where the verification e-mail went, a resend, a fix for a mistyped address. */
export function CheckEmailPanel({ email: initialEmail, uid }: Props) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');
  const [resend, resendState] = useResendValidationEmailMutation();
  const [update, updateState] = useUpdateRegistrationMutation();

  return (
    <div>
      <CAlert color="success">
        <p className="mb-1 fw-bold">{t('register.doneTitle')}</p>
        <p className="mb-0">
          {t('register.checkEmail')} <bdi dir="ltr">{email}</bdi>
        </p>
      </CAlert>
      {notice && (
        <p role="status" className="text-success-emphasis">
          {notice}
        </p>
      )}
      {resendState.error && <ErrorAlert error={resendState.error} />}
      {editing ? (
        <Formik
          initialValues={{ email }}
          validationSchema={yup.object({ email: emailField })}
          onSubmit={async (values) => {
            const reply = await update({ email: values.email.trim() });
            if (!('error' in reply)) {
              setEmail(values.email.trim());
              setEditing(false);
              setNotice(t('verify.resent', { email: values.email.trim() }));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate className="mb-3">
              {updateState.error && <ErrorAlert error={updateState.error} />}
              <TextField name="email" label={t('fields.email')} type="email" dir="ltr" autoComplete="email" />
              <div className="d-flex gap-2">
                <CButton type="submit" color="primary" disabled={isSubmitting}>
                  {t('register.saveEmail')}
                </CButton>
                <CButton color="secondary" variant="outline" onClick={() => setEditing(false)}>
                  {t('common:actions.cancel')}
                </CButton>
              </div>
            </Form>
          )}
        </Formik>
      ) : (
        <div className="d-flex flex-wrap gap-2 mb-3">
          <CButton
            color="primary"
            variant="outline"
            disabled={resendState.isLoading}
            onClick={async () => {
              const reply = await resend({ email, uid });
              if (!('error' in reply)) setNotice(t('verify.resent', { email }));
            }}
          >
            {t('verify.resend')}
          </CButton>
          <CButton color="secondary" variant="outline" onClick={() => setEditing(true)}>
            {t('register.wrongEmail')}
          </CButton>
        </div>
      )}
      <CButton color="primary" className="w-100" onClick={() => navigate(paths.home, { replace: true })}>
        {t('register.continue')}
      </CButton>
    </div>
  );
}
