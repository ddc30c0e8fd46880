import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { PhoneCodeBox } from '@/components/form/PhoneCodeBox';
import { isValidPhone, normalizePhone } from '@/lib/phone';

interface Props {
  savedPhone: string;
  verifiedPhone: string | null;
  onVerified: (phone: string) => void;
}

/** A changed phone is proven with a one-time code sent to it (spec section 5) before it is saved. */
export function PhoneVerification({ savedPhone, verifiedPhone, onVerified }: Props) {
  const { t } = useTranslation('accounts');
  const { values } = useFormikContext<{ phone: string }>();
  const phone = normalizePhone(values.phone);

  if (!isValidPhone(values.phone) || phone === normalizePhone(savedPhone)) return null;
  if (verifiedPhone === phone) {
    return (
      <p className="text-success-emphasis small" role="status">
        ✓ {t('settings.phoneVerified')}
      </p>
    );
  }
  return (
    <div className="border rounded p-3 mb-3 bg-body-tertiary">
      <PhoneCodeBox phone={phone} onVerified={onVerified} intro={t('settings.phoneNeedsCode')} />
    </div>
  );
}
