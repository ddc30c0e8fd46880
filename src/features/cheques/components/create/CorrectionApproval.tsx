import { CAlert, CFormCheck } from '@coreui/react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { needsCorrectionApproval, parseAmount } from '@/lib/money';

/** Spec section 5: a cheque of 50,000 or more needs correction approval: the user ticks it. */
export function CorrectionApproval({ amount }: { amount: string }) {
  const { t } = useTranslation(['cheques', 'common']);
  const [field, meta] = useField<boolean>({ name: 'correctionApproved', type: 'checkbox' });
  const agorot = parseAmount(amount);
  if (agorot === null || !needsCorrectionApproval(agorot)) return null;
  const invalid = meta.touched && !!meta.error;
  return (
    <CAlert color="warning" className="py-2">
      <strong className="d-block">{t('amountCheck.approvalTitle')}</strong>
      <span className="d-block small mb-2">{t('amountCheck.approvalText')}</span>
      <CFormCheck
        name={field.name}
        checked={!!field.checked}
        onChange={field.onChange}
        onBlur={field.onBlur}
        id="correction-approved"
        label={t('amountCheck.approvalLabel')}
        invalid={invalid}
        feedbackInvalid={invalid ? t(meta.error as string) : undefined}
      />
    </CAlert>
  );
}
