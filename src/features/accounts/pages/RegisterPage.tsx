import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useRegisterMutation } from '@/api/userApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { HaveUserLink } from '../components/HaveUserLink';
import { PublicFrame } from '@/components/layout/PublicFrame';
import { paths } from '@/config/paths';
import { registerSchema, type RegisterValues } from '../accountsSchemas';
import { CheckEmailPanel } from '../components/CheckEmailPanel';
import { PersonalFields } from '../components/PersonalFields';
import { handleRegistrationReply } from '../components/handleRegistrationReply';
import { useRecaptcha } from '../recaptcha';
import { SubmitButton } from '../components/SubmitButton';

/** /register: a personal account; `?email=` (from an invitation) fills in the address. */
export function RegisterPage() {
  const { t } = useTranslation(['accounts', 'common']);
  const [params] = useSearchParams();
  const [register, state] = useRegisterMutation();
  const [done, setDone] = useState<{ uid: string; email: string } | null>(null);
  const getToken = useRecaptcha('register');
  const initialValues: RegisterValues = { firstName: '', lastName: '', email: params.get('email') ?? '', phone: '', password: '', confirmPassword: '' };

  return (
    <PublicFrame title={t('common:titles.register')} wide>
      {done ? (
        <CheckEmailPanel email={done.email} uid={done.uid} />
      ) : (
        <>
          <p className="text-body-secondary">
            {t('register.businessPrompt')} <Link to={paths.register2}>{t('register.businessLink')}</Link>
          </p>
          <Formik
            initialValues={initialValues}
            validationSchema={registerSchema}
            onSubmit={async (values, helpers) => {
              const { confirmPassword: _confirm, ...body } = values;
              void _confirm;
              const reply = await register({ ...body, email: body.email.trim(), phone: body.phone.trim(), recaptchaToken: await getToken() });
              setDone(handleRegistrationReply(reply, body.email.trim(), helpers));
            }}
          >
            <Form noValidate>
              {state.error && <ErrorAlert error={state.error} />}
              <PersonalFields />
              <SubmitButton>{t('register.submit')}</SubmitButton>
            </Form>
          </Formik>
          <HaveUserLink />
        </>
      )}
    </PublicFrame>
  );
}
