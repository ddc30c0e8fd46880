import { useState } from 'react';
import { CButton, CFormInput, CFormLabel, CInputGroup } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useSendPayeeOtpMutation, useVerifyPayeeOtpMutation } from '@/api/userApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { isValidOtp } from '@/lib/limits';
import '@/styles/parts/inputGroup.scss';

interface Props {
  phone: string;
  disabled?: boolean;
  onVerified: (phone: string) => void;
}

/** Spec section 5: the payee's phone is verified by a one-time code sent to it. */
export function PhoneVerification({ phone, disabled, onVerified }: Props) {
  const { t } = useTranslation(['cheques', 'common']);
  const [send, sending] = useSendPayeeOtpMutation();
  const [verify, verifying] = useVerifyPayeeOtpMutation();
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function onSend() {
    setError(null);
    try {
      await send(phone).unwrap();
      setSentTo(phone);
      setCode('');
    } catch (e) {
      setError(e);
    }
  }

  async function onVerify() {
    setError(null);
    if (!isValidOtp(code)) return setTooShort(true);
    try {
      await verify({ phone, otp: code.trim() }).unwrap();
      onVerified(phone);
    } catch (e) {
      setError(e);
    }
  }

  const codeSent = sentTo === phone;
  return (
    <div className="phone-verification mb-3">
      <CButton type="button" color="primary" variant="outline" size="sm" onClick={() => void onSend()} disabled={disabled || sending.isLoading}>
        {codeSent ? t('info.resendCode') : t('info.sendCode')}
      </CButton>
      {codeSent && (
        <div className="mt-2">
          <p className="small mb-2" role="status">{t('info.codeSent', { phone })}</p>
          <CFormLabel htmlFor="payee-otp">{t('info.code')}</CFormLabel>
          <CInputGroup>
            <CFormInput
              id="payee-otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              invalid={tooShort}
              aria-describedby={tooShort ? 'payee-otp-error' : undefined}
              onChange={(e) => {
                setCode(e.target.value);
                setTooShort(false);
              }}
            />
            <CButton type="button" color="primary" onClick={() => void onVerify()} disabled={verifying.isLoading}>
              {t('info.verify')}
            </CButton>
          </CInputGroup>
          {tooShort && <p id="payee-otp-error" className="small text-danger-emphasis mt-1 mb-0">{t('common:validation.otp')}</p>}
        </div>
      )}
      {error ? <ErrorAlert error={error} className="mt-2 py-2" /> : null}
    </div>
  );
}
