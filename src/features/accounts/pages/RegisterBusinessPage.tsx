import { useId, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useRegister2Mutation } from '@/api/userApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { TextField } from '@/components/form/TextField';
import { CompanyLookup } from '@/components/form/CompanyLookup';
import { HaveUserLink } from '../components/HaveUserLink';
import { PublicFrame } from '@/components/layout/PublicFrame';
import { registerBusinessSchema, type RegisterBusinessValues } from '../accountsSchemas';
import { CheckEmailPanel } from '../components/CheckEmailPanel';
import { PersonalFields } from '../components/PersonalFields';
import { handleRegistrationReply } from '../components/handleRegistrationReply';
import { useRecaptcha } from '../recaptcha';
import { withGershayim } from '@/lib/text';
import { SubmitButton } from '../components/SubmitButton';

const initialValues: RegisterBusinessValues = {
  companyName: '', hetpey: '', companySlug: '', firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '',
};

/** /register2: a business account and its workspace in one form. */
export function RegisterBusinessPage() {
  const { t } = useTranslation(['accounts', 'common']);
  const [register2, state] = useRegister2Mutation();
  const [done, setDone] = useState<{ uid: string; email: string } | null>(null);
  const getToken = useRecaptcha('register');
  const hetpeyId = useId();

  return (
    <PublicFrame title={t('common:titles.register2')} wide>
      {done ? (
        <CheckEmailPanel email={done.email} uid={done.uid} />
      ) : (
        <>
          <Formik
            initialValues={initialValues}
            validationSchema={registerBusinessSchema}
            onSubmit={async (values, helpers) => {
              const { confirmPassword: _confirm, ...body } = values;
              void _confirm;
              const trimmed = { ...body, email: body.email.trim(), phone: body.phone.trim(), hetpey: body.hetpey.trim(), companyName: body.companyName.trim() };
              const reply = await register2({ ...trimmed, recaptchaToken: await getToken() });
              setDone(handleRegistrationReply(reply, trimmed.email, helpers));
            }}
          >
            {({ values, setFieldValue }) => (
              <Form noValidate>
                {state.error && <ErrorAlert error={state.error} />}
                <fieldset className="mb-2">
                  <legend className="h6">{t('register2.business')}</legend>
                  <TextField name="companyName" label={t('fields.companyName')} autoComplete="organization" />
                  <TextField id={hetpeyId} name="hetpey" label={t('fields.hetpey')} inputMode="numeric" dir="ltr" hint={t('fields.hetpeyHint')} />
                  {/* Spec section 2: the company number can be looked up in the registry, which names the company. */}
                  <CompanyLookup
                    className="mb-3"
                    value={values.hetpey}
                    inputId={hetpeyId}
                    onFound={(record) => {
                      void setFieldValue('hetpey', record.hetpey);
                      if (record.name) void setFieldValue('companyName', withGershayim(record.name));
                    }}
                  />
                  <TextField name="companySlug" label={t('fields.companySlug')} dir="ltr" autoCapitalize="none" hint={t('fields.companySlugHint')} />
                </fieldset>
                <fieldset>
                  <legend className="h6">{t('register2.contact')}</legend>
                  <PersonalFields business />
                </fieldset>
                <SubmitButton>{t('register2.submit')}</SubmitButton>
              </Form>
            )}
          </Formik>
          <HaveUserLink />
        </>
      )}
    </PublicFrame>
  );
}
