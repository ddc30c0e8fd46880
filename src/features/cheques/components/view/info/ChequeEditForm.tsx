import { useState } from 'react';
import { CAlert, CButton, CCard, CCardBody, CSpinner } from '@coreui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useUpdateChequeMutation } from '@/api/chequesApi';
import type { Cheque } from '@/api/types/cheque';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { chequeSchema, chequeToForm, toChequeFields, type ChequeFormValues } from '../../create/chequeFormSchema';
import { ChequeDetailsFields } from '../../create/ChequeDetailsFields';

const schema = chequeSchema({ withPayee: false });

/** Editing the cheque's details; a blocked cheque shows them in a disabled form. */
export function ChequeEditForm({ cheque, ws, blocked, readOnly = false }: { cheque: Cheque; ws: string; blocked: boolean; readOnly?: boolean }) {
  const { t } = useTranslation('cheques');
  const [update] = useUpdateChequeMutation();
  const [result, setResult] = useState<{ error?: unknown; saved?: boolean }>({});

  async function onSubmit(values: ChequeFormValues) {
    setResult({});
    try {
      await update({ ws, checkId: cheque.checkId, fields: toChequeFields(values, { withPayee: false }) }).unwrap();
      setResult({ saved: true });
    } catch (error) {
      setResult({ error });
    }
  }

  return (
    <CCard>
      <CCardBody>
        <h2 className="h6 mb-3">{t('info.detailsTitle')}</h2>
        <Formik initialValues={chequeToForm(cheque)} validationSchema={schema} onSubmit={onSubmit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label={t('info.detailsTitle')}>
              <fieldset disabled={blocked}>
                <ChequeDetailsFields
                  withPayee={false}
                  disabled={blocked}
                  footer={(bankBlocks) => (
                    <>
                      {result.error ? <ErrorAlert error={result.error} /> : null}
                      {result.saved && <CAlert color="success" className="py-2" role="status">{t('info.saved')}</CAlert>}
                      {!readOnly && (
                        <CButton type="submit" color="primary" disabled={blocked || isSubmitting || bankBlocks}>
                          {isSubmitting && <CSpinner as="span" size="sm" aria-hidden="true" className="me-2" />}
                          {t('info.saveDetails')}
                        </CButton>
                      )}
                    </>
                  )}
                />
              </fieldset>
            </Form>
          )}
        </Formik>
      </CCardBody>
    </CCard>
  );
}
