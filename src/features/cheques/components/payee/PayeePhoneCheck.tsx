import { CBadge } from '@coreui/react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { isValidPhone, normalizePhone, payeePhoneNeedsCode } from '@/lib/phone';
import { PhoneCodeBox } from '@/components/form/PhoneCodeBox';

interface Props {
  /** The Formik field that holds the phone. */
  name: string;
  /** The phone the form started with: left as it is, it needs no new code. */
  initialPhone?: string;
  verified: readonly string[];
  onVerified: (phone: string) => void;
  disabled?: boolean;
}

/**
 * Spec section 5 on every form that sets a payee phone: a new phone shows "send a code" and the
 * code field; the form's save waits until the code was verified (`payeePhoneNeedsCode`).
 */
export function PayeePhoneCheck({ name, initialPhone = '', verified, onVerified, disabled }: Props) {
  const { t } = useTranslation('cheques');
  const [field] = useField<string>(name);
  const phone = normalizePhone(field.value);
  if (!phone || !isValidPhone(field.value)) return null;
  if (verified.includes(phone)) {
    return (
      <p className="mb-3">
        <CBadge color="success">{t('info.verified')}</CBadge>
      </p>
    );
  }
  if (!payeePhoneNeedsCode(phone, initialPhone, verified)) return null;
  return (
    <div className="mb-3">
      <PhoneCodeBox phone={phone} disabled={disabled} onVerified={onVerified} intro={t('info.verifyFirst')} />
    </div>
  );
}
