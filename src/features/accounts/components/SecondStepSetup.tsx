import { useState } from 'react';
import { CAlert, CButton, CSpinner } from '@coreui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import type { OtpMethod } from '@/api/signInCalls';
import { useTestAuthenticatorCodeMutation, useUpdateUserMutation } from '@/api/userApi';
import { toApiError } from '@/api/apiError';
import type { User } from '@/api/types/user';
import { QrCode } from '@/components/display/QrCode';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { ChoiceInput } from '@/components/form/ChoiceInput';
import { TextField } from '@/components/form/TextField';
import { groupSecret, newAuthenticatorSecret, otpauthUri } from '../rules/authenticatorSecret';
import { isAuthenticatorCode } from '../rules/totp';

type Choice = OtpMethod | 'none';
const CHOICES: Choice[] = ['none', 'sms', 'voice', 'app'];
const ISSUER = 'ChequeSpace';

interface Values {
  choice: Choice;
  code: string;
}

const schema = yup.object({
  choice: yup.string().required(),
  code: yup.string().when('choice', {
    is: 'app',
    then: (s) => s.test('authenticator-code', 'accounts:secondStep.app.codeProblem', (v) => isAuthenticatorCode(v ?? '')),
  }),
});

/**
 * The second sign-in step (spec section 9: text message, voice call or authenticator app), saved
 * with PUT /api/user {verificationMethod} (null: off). The app's secret is made here, shown as a QR code
 * and as text, and saved only after the app's code passed POST /api/user/verify/test {otp, secret}.
 * The secret lives in this component only (never in the store).
 */
export function SecondStepSetup({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const current: Choice = user.verificationMethod ?? 'none';
  const [secret, setSecret] = useState('');
  const [saved, setSaved] = useState<Choice | null>(null);
  const [test, testing] = useTestAuthenticatorCodeMutation();
  const [update, updating] = useUpdateUserMutation();
  const wrongCode = testing.error && toApiError(testing.error).messageKey === 'errors.wrongOtp';
  const error = (wrongCode ? undefined : testing.error) ?? updating.error;

  async function save({ choice, code }: Values, helpers: FormikHelpers<Values>) {
    setSaved(null);
    if (choice === 'app') {
      const tested = await test({ otp: code.trim(), secret });
      if ('error' in tested) {
        // The server's word goes at the field; the code stays for a look and another try.
        if (toApiError(tested.error).messageKey === 'errors.wrongOtp') helpers.setFieldError('code', 'errors.wrongOtp');
        return;
      }
      const reply = await update({ verificationMethod: 'app', otpSecret: secret });
      if ('error' in reply) return;
      setSecret(newAuthenticatorSecret());
      helpers.setFieldValue('code', '', false);
    } else {
      const reply = await update({ verificationMethod: choice === 'none' ? null : choice });
      if ('error' in reply) return;
    }
    setSaved(choice);
  }

  return (
    <Formik<Values> initialValues={{ choice: current, code: '' }} validationSchema={schema} onSubmit={save}>
      {({ values, setFieldValue, setFieldTouched, isSubmitting }) => {
        const choose = (next: Choice) => {
          void setFieldValue('choice', next, false);
          void setFieldTouched('code', false, false);
          setSaved(null);
          testing.reset();
          updating.reset();
          if (next === 'app' && !secret) setSecret(newAuthenticatorSecret());
        };
        const needsPhone = (values.choice === 'sms' || values.choice === 'voice') && !user.phone;
        return (
          <Form noValidate className="second-step">
            <p className="mb-3">{t('secondStep.current', { method: t(`secondStep.methods.${current}`) })}</p>
            <fieldset className="mb-3">
              <legend className="form-label fs-6 mb-1" style={{ float: 'none' }}>{t('secondStep.choose')}</legend>
              {CHOICES.map((value) => (
                <ChoiceInput
                  key={value}
                  type="radio"
                  name="choice"
                  id={`second-step-${value}`}
                  label={t(`secondStep.methods.${value}`)}
                  checked={values.choice === value}
                  onChange={() => choose(value)}
                />
              ))}
            </fieldset>
            {(values.choice === 'sms' || values.choice === 'voice') && (
              <p className="small text-body-secondary">
                {user.phone ? t(`secondStep.to.${values.choice}`, { phone: user.phone }) : t('secondStep.noPhone')}
              </p>
            )}
            {values.choice === 'app' && secret && (
              <div className="mb-1">
                <p className="small">{t('secondStep.app.scan')}</p>
                <QrCode value={otpauthUri({ secret, account: user.email, issuer: ISSUER })} label={t('secondStep.app.qrLabel')} size={176} className="d-block mb-2" />
                <p className="small mb-1">{t('secondStep.app.orType')}</p>
                <p>
                  <code dir="ltr" className="d-inline-block fs-6 user-select-all text-break" aria-label={t('secondStep.app.secretLabel')}>
                    {groupSecret(secret)}
                  </code>
                </p>
                <TextField
                  name="code"
                  label={t('secondStep.app.code')}
                  hint={t('secondStep.app.codeHint')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  dir="ltr"
                  style={{ maxWidth: '10rem' }}
                />
              </div>
            )}
            {error ? <ErrorAlert error={error} className="py-2" /> : null}
            {saved && (
              <CAlert color="success" className="py-2" role="status">
                {t(`secondStep.saved.${saved}`)}
              </CAlert>
            )}
            <CButton type="submit" color="primary" disabled={isSubmitting || (values.choice === current && values.choice !== 'app') || needsPhone}>
              {isSubmitting && <CSpinner as="span" size="sm" aria-hidden="true" className="me-2" />}
              {t(values.choice === 'app' ? 'secondStep.confirmApp' : 'secondStep.save')}
            </CButton>
          </Form>
        );
      }}
    </Formik>
  );
}
