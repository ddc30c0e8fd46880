import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSetPasswordMutation } from '@/api/userApi';
import { toApiError } from '@/api/apiError';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { PublicFrame } from '@/components/layout/PublicFrame';
import { paths } from '@/config/paths';
import { confirmField, passwordField } from '../accountsSchemas';
import { PasswordFields } from '../components/PasswordFields';
import { SubmitButton } from '../components/SubmitButton';

const schema = yup.object({ password: passwordField, confirmPassword: confirmField() });

/** /password/reset/:hash: a new password with the rules of section 5, then on to sign-in. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['accounts', 'common']);
  const { hash = '' } = useParams();
  const navigate = useNavigate();
  const [setPassword, state] = useSetPasswordMutation();
  const expired = state.error && toApiError(state.error).messageKey === 'errors.expiredLink';

  return (
    <PublicFrame title={t('common:titles.resetPassword')}>
      <Formik
        initialValues={{ password: '', confirmPassword: '' }}
        validationSchema={schema}
        onSubmit={async ({ password }) => {
          const reply = await setPassword({ hash, password });
          if ('error' in reply) return;
          const email = (reply.data as { email?: string } | undefined)?.email;
          navigate(paths.login, { replace: true, state: { notice: 'passwordReset', email } });
        }}
      >
        <Form noValidate>
          {state.error && <ErrorAlert error={state.error} />}
          {expired && (
            <p>
              <Link to={paths.resetPasswordRequest}>{t('reset.newLink')}</Link>
            </p>
          )}
          <PasswordFields label={t('fields.newPassword')} />
          <SubmitButton>{t('reset.save')}</SubmitButton>
        </Form>
      </Formik>
    </PublicFrame>
  );
}
