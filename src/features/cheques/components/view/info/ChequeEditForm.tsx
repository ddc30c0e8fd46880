import { useState } from 'react';
import { CButton, CSpinner } from '@coreui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useUpdateChequeMutation } from '@/api/chequesApi';
import type { Cheque } from '@/api/types/cheque';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { chequeSchema, chequeToForm, toChequeFields, type ChequeFormValues } from '../../create/chequeFormSchema';
import { ChequeDetailsFields } from '../../create/ChequeDetailsFields';

const schema = chequeSchema({ withPayee: false });

interface Props {
  cheque: Cheque;
  ws: string;
  onSaved: () => void;
  onCancel: () => void;
}

/** The details section while edited: the fields, one save, cancel. A refused save keeps the input. */
export function ChequeEditForm({ cheque, ws, onSaved, onCancel }: Props) {
  const { t } = useTranslation('cheques');
  const [update] = useUpdateChequeMutation();
  const [error, setError] = useState<unknown>(null);

  async function onSubmit(values: ChequeFormValues) {
    setError(null);
    const reply = await update({ ws, checkId: cheque.checkId, fields: toChequeFields(values, { withPayee: false }) });
    if ('error' in reply) setError(reply.error);
    else onSaved();
  }

  return (
    <Formik initialValues={chequeToForm(cheque)} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('info.detailsTitle')}>
          <ChequeDetailsFields
            withPayee={false}
            footer={(bankBlocks) => (
              <>
                {error ? <ErrorAlert error={error} /> : null}
                <div className="d-flex flex-wrap gap-2">
                  <CButton type="submit" color="primary" disabled={isSubmitting || bankBlocks}>
                    {isSubmitting && <CSpinner as="span" size="sm" aria-hidden="true" className="me-2" />}
                    {t('info.saveDetails')}
                  </CButton>
                  <CButton type="button" color="secondary" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
                    {t('info.cancel')}
                  </CButton>
                </div>
              </>
            )}
          />
        </Form>
      )}
    </Formik>
  );
}
