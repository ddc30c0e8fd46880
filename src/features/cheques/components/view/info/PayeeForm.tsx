import { useState } from 'react';
import { CBadge, CButton } from '@coreui/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { useUpdatePayeeMutation } from '@/api/chequesApi';
import type { Cheque } from '@/api/types/cheque';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { PhoneCodeBox } from '@/components/form/PhoneCodeBox';
import { TextField } from '@/components/form/TextField';
import { isWithinMaxChars } from '@/lib/limits';
import { isValidPhone, normalizePhone } from '@/lib/phone';
import { isSafeText } from '@/lib/forbiddenCharacters';
import '@/styles/parts/badge.scss';

const schema = yup.object({
  payee: yup.string().test('chars', 'cheques:validation.max20', (v) => isWithinMaxChars(v ?? '', 20)).test('safe', 'validation.forbiddenChars', (v) => isSafeText(v ?? '')),
  payeePhone: yup.string().test('phone', 'validation.phone', (v) => !v?.trim() || isValidPhone(v)),
  payeeAddress: yup.string().test('safe', 'validation.forbiddenChars', (v) => isSafeText(v ?? '')),
});

interface Props {
  cheque: Cheque;
  onSaved: () => void;
  onCancel: () => void;
}

/** The payee section while edited; a new phone is saved only after its one-time code was verified. */
export function PayeeForm({ cheque, onSaved, onCancel }: Props) {
  const { t } = useTranslation('cheques');
  const [update] = useUpdatePayeeMutation();
  const [verified, setVerified] = useState<string[]>(cheque.payeePhoneVerified && cheque.payeePhone ? [normalizePhone(cheque.payeePhone)] : []);
  const [error, setError] = useState<unknown>(null);
  const initial = { payee: cheque.payee ?? '', payeePhone: cheque.payeePhone ?? '', payeeAddress: cheque.payeeAddress ?? '' };

  return (
        <Formik
          initialValues={initial}
          validationSchema={schema}
          onSubmit={async (values) => {
            setError(null);
            const reply = await update({ checkId: cheque.checkId, fields: { payee: values.payee.trim(), payeePhone: normalizePhone(values.payeePhone), payeeAddress: values.payeeAddress.trim() } });
            if ('error' in reply) setError(reply.error);
            else onSaved();
          }}
        >
          {({ values, isSubmitting }) => {
            const phone = normalizePhone(values.payeePhone);
            const isVerified = !!phone && verified.includes(phone);
            const changed = phone !== normalizePhone(initial.payeePhone);
            const needsCode = changed && !!phone && !isVerified;
            return (
              <Form noValidate aria-label={t('info.payeeTitle')}>
                  <TextField name="payee" label={t('fields.payee')} maxLength={20} autoComplete="off" />
                  <TextField name="payeePhone" label={t('fields.payeePhone')} hint={t('hints.payeePhone')} type="tel" autoComplete="off" />
                  {phone && (
                    <p className="mb-2">
                      <CBadge color={isVerified ? 'success' : 'secondary'}>{isVerified ? t('info.verified') : t('info.notVerified')}</CBadge>
                    </p>
                  )}
                  {phone && !isVerified && isValidPhone(phone) && (
                    <div className="mb-3">
                      <PhoneCodeBox phone={phone} onVerified={(p) => setVerified((list) => [...list, p])} />
                    </div>
                  )}
                  <TextField name="payeeAddress" label={t('fields.payeeAddress')} autoComplete="off" />
                  {needsCode && <p className="small text-body-secondary">{t('info.verifyFirst')}</p>}
                  {error ? <ErrorAlert error={error} /> : null}
                  <div className="d-flex flex-wrap gap-2">
                    <CButton type="submit" color="primary" disabled={isSubmitting || needsCode}>
                      {t('info.savePayee')}
                    </CButton>
                    <CButton type="button" color="secondary" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
                      {t('info.cancel')}
                    </CButton>
                  </div>
              </Form>
            );
          }}
        </Formik>
  );
}
