import { useId, useState } from 'react';
import { CButton, CFormInput, CFormLabel } from '@coreui/react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useSendPayeeOtpMutation, useVerifyPayeeOtpMutation } from '@/api/userApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { isValidOtp } from '@/lib/limits';
import { isValidPhone, normalizePhone } from '@/lib/phone';

interface Props {
  savedPhone: string;
  verifiedPhone: string | null;
  onVerified: (phone: string) => void;
}

/** A changed phone is proven with a one-time code sent to it (spec section 5) before it is saved. */
export function PhoneVerification({ savedPhone, verifiedPhone, onVerified }: Props) {
  const { t } = useTranslation('accounts');
  const codeId = useId();
  const { values } = useFormikContext<{ phone: string }>();
  const phone = normalizePhone(values.phone);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState(false);
  const [send, sendState] = useSendPayeeOtpMutation();
  const [verify, verifyState] = useVerifyPayeeOtpMutation();

  if (!isValidPhone(values.phone) || phone === normalizePhone(savedPhone)) return null;
  if (verifiedPhone === phone) {
    return (
      <p className="text-success-emphasis small" role="status">
        ✓ {t('settings.phoneVerified')}
      </p>
    );
  }
  const codeSent = sentTo === phone;
  return (
    <div className="border rounded p-3 mb-3 bg-body-tertiary">
      <p className="small mb-2">{codeSent ? t('settings.codeSent', { phone }) : t('settings.phoneNeedsCode')}</p>
      {sendState.error && <ErrorAlert error={sendState.error} />}
      {verifyState.error && <ErrorAlert error={verifyState.error} />}
      {codeSent && (
        <div className="mb-2">
          <CFormLabel htmlFor={codeId}>{t('otp.label')}</CFormLabel>
          <CFormInput
            id={codeId}
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            invalid={codeError}
            aria-invalid={codeError || undefined}
            onChange={(e) => {
              setCode(e.target.value);
              setCodeError(false);
            }}
          />
          {codeError && <div className="invalid-feedback d-block">{t('common:validation.otp')}</div>}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2">
        {codeSent && (
          <CButton
            color="primary"
            size="sm"
            disabled={verifyState.isLoading}
            onClick={async () => {
              if (!isValidOtp(code)) return setCodeError(true);
              const reply = await verify({ phone, otp: code.trim() });
              if ('data' in reply) onVerified(phone);
            }}
          >
            {t('settings.verifyCode')}
          </CButton>
        )}
        <CButton
          color="primary"
          variant={codeSent ? 'outline' : undefined}
          size="sm"
          disabled={sendState.isLoading}
          onClick={async () => {
            const reply = await send(phone);
            if ('data' in reply) {
              setSentTo(phone);
              setCode('');
            }
          }}
        >
          {codeSent ? t('settings.resendCode') : t('settings.sendCode')}
        </CButton>
      </div>
    </div>
  );
}
