import { CButton, CFormFeedback, CFormLabel, CFormSelect, CSpinner } from '@coreui/react';
import { Form, Formik, useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/TextField';
import { SENDING_METHODS } from '@/lib/statuses';
import { deliverySchema, type DeliveryValues } from './deliverySchema';

function SendingMethodField() {
  const { t } = useTranslation('chequeLists');
  const { t: tc } = useTranslation('common');
  const [field, meta] = useField<string>('sendingMethod');
  const id = useId();
  const invalid = meta.touched && !!meta.error;
  return (
    <div className="mb-3">
      <CFormLabel htmlFor={id}>{t('delivery.sendingMethod')}</CFormLabel>
      <CFormSelect {...field} id={id} invalid={invalid} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined}>
        <option value="">{t('delivery.chooseMethod')}</option>
        {SENDING_METHODS.map((method) => (
          <option key={method} value={method}>
            {t(`sendingMethod.${method}`)}
          </option>
        ))}
      </CFormSelect>
      {invalid && (
        <CFormFeedback invalid id={`${id}-error`}>
          {tc(meta.error as string)}
        </CFormFeedback>
      )}
    </div>
  );
}

interface Props {
  initialValues: DeliveryValues;
  disabled: boolean;
  onSubmit: (values: DeliveryValues) => Promise<unknown>;
}

/** Phone, address and sending method for the selected cheques; a refused save keeps the input. */
export function DeliveryForm({ initialValues, disabled, onSubmit }: Props) {
  const { t } = useTranslation('chequeLists');
  return (
    <Formik initialValues={initialValues} validationSchema={deliverySchema} onSubmit={(values) => onSubmit(values)}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <TextField name="phone" label={t('delivery.phone')} hint={t('delivery.phoneHint')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" />
          <TextField name="address" label={t('delivery.address')} autoComplete="street-address" maxLength={200} />
          <SendingMethodField />
          <CButton type="submit" color="primary" disabled={disabled || isSubmitting}>
            {isSubmitting && <CSpinner size="sm" className="me-1" aria-hidden="true" />}
            {t('delivery.submit')}
          </CButton>
        </Form>
      )}
    </Formik>
  );
}
