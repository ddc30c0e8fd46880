import { useState } from 'react';
import { CButton } from '@coreui/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { useSetPasswordMutation } from '@/api/userApi';
import { toApiError } from '@/api/apiError';
import { TextField } from '@/components/form/TextField';
import { confirmField, passwordField } from '../accountsSchemas';
import { AccountErrorAlert } from './AccountErrorAlert';
import { PasswordFields } from './PasswordFields';

const schema = yup.object({
  oldPassword: yup.string().required('validation.required'),
  password: passwordField,
  confirmPassword: confirmField(),
});

/** PUT /api/user/password with the current password and a new one that keeps section 5's rules. */
export function PasswordChangeForm() {
  const { t } = useTranslation('accounts');
  const [setPassword, state] = useSetPasswordMutation();
  const [changed, setChanged] = useState(false);
  const wrongCurrent = state.error && toApiError(state.error).messageKey === 'errors.invalidCredentials';

  return (
    <Formik
      initialValues={{ oldPassword: '', password: '', confirmPassword: '' }}
      validationSchema={schema}
      onSubmit={async ({ oldPassword, password }, helpers) => {
        setChanged(false);
        const reply = await setPassword({ oldPassword, password });
        if ('error' in reply) {
          if (toApiError(reply.error).messageKey === 'errors.invalidCredentials') {
            helpers.setFieldError('oldPassword', 'accounts:settings.wrongCurrentPassword');
          }
          return;
        }
        helpers.resetForm();
        setChanged(true);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          {state.error && !wrongCurrent && <AccountErrorAlert error={state.error} />}
          <TextField name="oldPassword" label={t('fields.currentPassword')} type="password" autoComplete="current-password" dir="ltr" />
          <PasswordFields label={t('fields.newPassword')} />
          <div className="d-flex align-items-center gap-3">
            <CButton type="submit" color="primary" disabled={isSubmitting}>
              {t('settings.changePassword')}
            </CButton>
            {changed && (
              <span role="status" className="text-success-emphasis">
                {t('settings.passwordChanged')}
              </span>
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
}
