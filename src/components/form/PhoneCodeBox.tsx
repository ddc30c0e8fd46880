import { useId, useState, type ReactNode } from 'react';
import { CButton, CFormInput, CFormLabel } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/api/apiError';
import { useSendPayeeOtpMutation, useVerifyPayeeOtpMutation } from '@/api/userApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { isValidOtp } from '@/lib/limits';
import { FieldError } from './FieldError';

interface Props {
  /** The phone to prove, already normalised (src/lib/phone). */
  phone: string;
  onVerified: (phone: string) => void;
  disabled?: boolean;
  /** What is asked and why, shown until the code was sent. */
  intro?: ReactNode;
}

/**
 * Spec section 5: a phone is proven by a one-time code sent to it (GET /api/user/payee/{phone}/otp,
 * then POST /api/user/payee/otp/verify {phone, otp}). The one box every form that sets a phone
 * uses: the profile, the new cheque, the cheque's payee and the delivery page. A code that is too
 * short is refused before sending; a wrong one is the server's word, shown at the code field.
 */
export function PhoneCodeBox({ phone, onVerified, disabled, intro }: Props) {
  const { t } = useTranslation(['common', 'screenParts']);
  const codeId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [send, sending] = useSendPayeeOtpMutation();
  const [verify, verifying] = useVerifyPayeeOtpMutation();
  const codeSent = sentTo === phone;
  const verifyFailedElsewhere = verifying.error && toApiError(verifying.error).messageKey !== 'errors.wrongOtp';

  async function onSend() {
    verifying.reset();
    setCodeError(null);
    const reply = await send(phone);
    if (!('error' in reply)) {
      setSentTo(phone);
      setCode('');
    }
  }

  async function onVerify() {
    if (!isValidOtp(code)) return setCodeError('validation.otp');
    const reply = await verify({ phone, otp: code.trim() });
    if ('error' in reply) {
      if (toApiError(reply.error).messageKey === 'errors.wrongOtp') setCodeError('errors.wrongOtp');
      return;
    }
    onVerified(phone);
  }

  return (
    <div className="phone-code-box">
      {codeSent ? (
        <p className="small mb-2" role="status">
          {t('screenParts:phoneCode.sent', { phone })}
        </p>
      ) : (
        intro && <p className="small text-body-secondary mb-2">{intro}</p>
      )}
      {sending.error ? <ErrorAlert error={sending.error} className="py-2" /> : null}
      {verifyFailedElsewhere ? <ErrorAlert error={verifying.error} className="py-2" /> : null}
      {codeSent && (
        <div className="mb-2">
          <CFormLabel htmlFor={codeId}>{t('screenParts:phoneCode.label')}</CFormLabel>
          <CFormInput
            id={codeId}
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={8}
            style={{ maxWidth: '12rem' }}
            invalid={!!codeError}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? `${codeId}-error` : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              setCodeError(null);
            }}
            onKeyDown={(e) => {
              // Enter verifies the code; it must not submit the form around the box.
              if (e.key === 'Enter') {
                e.preventDefault();
                void onVerify();
              }
            }}
          />
          {codeError && (
            <FieldError id={`${codeId}-error`}>{t(codeError)}</FieldError>
          )}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2">
        {codeSent && (
          <CButton type="button" color="primary" size="sm" disabled={disabled || verifying.isLoading} onClick={() => void onVerify()}>
            {t('screenParts:phoneCode.verify')}
          </CButton>
        )}
        <CButton type="button" color="primary" variant={codeSent ? 'outline' : undefined} size="sm" disabled={disabled || sending.isLoading} onClick={() => void onSend()}>
          {codeSent ? t('screenParts:phoneCode.resend') : t('screenParts:phoneCode.send')}
        </CButton>
      </div>
    </div>
  );
}
