import { useState } from 'react';
import { CAlert, CButton, CFormInput, CFormLabel, CFormText, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useTestAuthenticatorCodeMutation, useUpdateUserMutation, type OtpMethod } from '@/api/userApi';
import type { User } from '@/api/types/user';
import { QrCode } from '@/components/display/QrCode';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { CheckInput } from '@/components/form/CheckInput';
import { groupSecret, newAuthenticatorSecret, otpauthUri } from '@/lib/authenticatorSecret';
import { isValidOtp } from '@/lib/limits';

type Choice = OtpMethod | 'none';
const CHOICES: Choice[] = ['none', 'sms', 'voice', 'app'];
const ISSUER = 'ChequeSpace';

/**
 * The second sign-in step (spec section 9: text message, voice call or authenticator app), saved
 * with PUT /api/user {otpMethod}. The app's secret is made here, shown as a QR code and as text,
 * and saved only after the app's code passed POST /api/user/verify/test {otp, secret}. The secret
 * lives in this component only (never in the store).
 */
export function SecondStepSetup({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const current: Choice = user.otpMethod ?? 'none';
  const [choice, setChoice] = useState<Choice>(current);
  const [secret, setSecret] = useState('');
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState(false);
  const [saved, setSaved] = useState<Choice | null>(null);
  const [test, testing] = useTestAuthenticatorCodeMutation();
  const [update, updating] = useUpdateUserMutation();
  const busy = testing.isLoading || updating.isLoading;
  const error = testing.error ?? updating.error;

  const choose = (next: Choice) => {
    setChoice(next);
    setSaved(null);
    testing.reset();
    updating.reset();
    if (next === 'app' && !secret) setSecret(newAuthenticatorSecret());
  };

  async function save() {
    setSaved(null);
    try {
      if (choice === 'app') {
        if (!isValidOtp(code) || !/^\d{6}$/.test(code.trim())) return setCodeProblem(true);
        await test({ otp: code.trim(), secret }).unwrap();
        await update({ otpMethod: 'app', otpSecret: secret }).unwrap();
        setSecret(newAuthenticatorSecret());
        setCode('');
      } else {
        await update({ otpMethod: choice === 'none' ? null : choice }).unwrap();
      }
      setSaved(choice);
    } catch {
      // shown by ErrorAlert below; the choice and the code stay for another try
    }
  }

  return (
    <div className="second-step">
      <p className="mb-3">{t('secondStep.current', { method: t(`secondStep.methods.${current}`) })}</p>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">{t('secondStep.choose')}</legend>
        {CHOICES.map((value) => (
          <CheckInput key={value} type="radio" name="second-step" id={`second-step-${value}`} label={t(`secondStep.methods.${value}`)} checked={choice === value} onChange={() => choose(value)} />
        ))}
      </fieldset>
      {(choice === 'sms' || choice === 'voice') && (
        <p className="small text-body-secondary">
          {user.phone ? t(`secondStep.to.${choice}`, { phone: user.phone }) : t('secondStep.noPhone')}
        </p>
      )}
      {choice === 'app' && secret && (
        <div className="mb-3">
          <p className="small">{t('secondStep.app.scan')}</p>
          <QrCode value={otpauthUri({ secret, account: user.email, issuer: ISSUER })} label={t('secondStep.app.qrLabel')} size={176} className="d-block mb-2" />
          <p className="small mb-1">{t('secondStep.app.orType')}</p>
          <p>
            <code dir="ltr" className="fs-6 user-select-all" aria-label={t('secondStep.app.secretLabel')}>
              {groupSecret(secret)}
            </code>
          </p>
          <CFormLabel htmlFor="second-step-code">{t('secondStep.app.code')}</CFormLabel>
          <CFormInput
            id="second-step-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            invalid={codeProblem}
            aria-describedby="second-step-code-hint"
            style={{ maxWidth: '10rem' }}
            dir="ltr"
            onChange={(e) => {
              setCode(e.target.value);
              setCodeProblem(false);
            }}
          />
          <CFormText id="second-step-code-hint">{codeProblem ? t('secondStep.app.codeProblem') : t('secondStep.app.codeHint')}</CFormText>
        </div>
      )}
      {error ? <ErrorAlert error={error} className="py-2" /> : null}
      {saved && (
        <CAlert color="success" className="py-2" role="status">
          {t(`secondStep.saved.${saved}`)}
        </CAlert>
      )}
      <CButton color="primary" disabled={busy || (choice === current && choice !== 'app') || ((choice === 'sms' || choice === 'voice') && !user.phone)} onClick={() => void save()}>
        {busy && <CSpinner as="span" size="sm" aria-hidden="true" className="me-2" />}
        {t(choice === 'app' ? 'secondStep.confirmApp' : 'secondStep.save')}
      </CButton>
    </div>
  );
}
