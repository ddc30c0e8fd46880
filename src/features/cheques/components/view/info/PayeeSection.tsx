import { useState } from 'react';
import { CAlert, CBadge, CButton, CCard, CCardBody } from '@coreui/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { useUpdatePayeeMutation } from '@/api/chequesApi';
import type { Cheque } from '@/api/types/cheque';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { TextField } from '@/components/form/TextField';
import { isWithinMaxChars } from '@/lib/limits';
import { isValidPhone, normalizePhone } from '@/lib/phone';
import { isSafeText } from '@/lib/text';
import { PhoneVerification } from './PhoneVerification';
import '@/styles/parts/badge.scss';

const schema = yup.object({
  payee: yup.string().test('chars', 'cheques:validation.max20', (v) => isWithinMaxChars(v ?? '', 20)).test('safe', 'validation.forbiddenChars', (v) => isSafeText(v ?? '')),
  payeePhone: yup.string().test('phone', 'validation.phone', (v) => !v?.trim() || isValidPhone(v)),
  payeeAddress: yup.string().test('safe', 'validation.forbiddenChars', (v) => isSafeText(v ?? '')),
});

/** The payee; a new phone is saved only after its one-time code was verified. */
export function PayeeSection({ cheque, blocked }: { cheque: Cheque; blocked: boolean }) {
  const { t } = useTranslation('cheques');
  const [update] = useUpdatePayeeMutation();
  const [verified, setVerified] = useState<string[]>(cheque.payeePhoneVerified && cheque.payeePhone ? [normalizePhone(cheque.payeePhone)] : []);
  const [result, setResult] = useState<{ error?: unknown; saved?: boolean }>({});
  const initial = { payee: cheque.payee ?? '', payeePhone: cheque.payeePhone ?? '', payeeAddress: cheque.payeeAddress ?? '' };

  return (
    <CCard className="mb-3">
      <CCardBody>
        <h2 className="h6 mb-3">{t('info.payeeTitle')}</h2>
        <Formik
          initialValues={initial}
          validationSchema={schema}
          onSubmit={async (values) => {
            setResult({});
            try {
              await update({ checkId: cheque.checkId, fields: { payee: values.payee.trim(), payeePhone: normalizePhone(values.payeePhone), payeeAddress: values.payeeAddress.trim() } }).unwrap();
              setResult({ saved: true });
            } catch (error) {
              setResult({ error });
            }
          }}
        >
          {({ values, isSubmitting }) => {
            const phone = normalizePhone(values.payeePhone);
            const isVerified = !!phone && verified.includes(phone);
            const changed = phone !== normalizePhone(initial.payeePhone);
            const needsCode = changed && !!phone && !isVerified;
            return (
              <Form noValidate aria-label={t('info.payeeTitle')}>
                <fieldset disabled={blocked}>
                  <TextField name="payee" label={t('fields.payee')} maxLength={20} autoComplete="off" />
                  <TextField name="payeePhone" label={t('fields.payeePhone')} hint={t('hints.payeePhone')} type="tel" autoComplete="off" />
                  {phone && (
                    <p className="mb-2">
                      <CBadge color={isVerified ? 'success' : 'secondary'}>{isVerified ? t('info.verified') : t('info.notVerified')}</CBadge>
                    </p>
                  )}
                  {!blocked && phone && !isVerified && isValidPhone(phone) && (
                    <PhoneVerification phone={phone} disabled={blocked} onVerified={(p) => setVerified((list) => [...list, p])} />
                  )}
                  <TextField name="payeeAddress" label={t('fields.payeeAddress')} autoComplete="off" />
                  {needsCode && <p className="small text-body-secondary">{t('info.verifyFirst')}</p>}
                  {result.error ? <ErrorAlert error={result.error} /> : null}
                  {result.saved && <CAlert color="success" className="py-2" role="status">{t('info.payeeSaved')}</CAlert>}
                  <CButton type="submit" color="primary" disabled={blocked || isSubmitting || needsCode}>
                    {t('info.savePayee')}
                  </CButton>
                </fieldset>
              </Form>
            );
          }}
        </Formik>
      </CCardBody>
    </CCard>
  );
}
