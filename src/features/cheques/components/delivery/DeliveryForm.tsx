import { CButton, CSpinner } from '@coreui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { payeePhoneNeedsCode } from '@/lib/phone';
import { PayeePhoneCheck } from '../payee/PayeePhoneCheck';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { SENDING_METHODS } from '@/lib/statuses';
import { deliverySchema, type DeliveryValues } from './deliverySchema';

interface Props {
  initialValues: DeliveryValues;
  disabled: boolean;
  /** Why nothing can be sent (every chosen cheque is refused): the button is disabled, this beside it. */
  disabledReason?: string | null;
  onSubmit: (values: DeliveryValues) => Promise<unknown>;
}

/**
 * Phone, address and sending method for the selected cheques; a refused save keeps the input. A
 * new phone is saved only after its one-time code was verified (spec section 5).
 */
export function DeliveryForm({ initialValues, disabled, disabledReason, onSubmit }: Props) {
  const { t } = useTranslation('chequeLists');
  const [verified, setVerified] = useState<string[]>([]);
  const needsCode = (phone: string) => payeePhoneNeedsCode(phone, initialValues.phone, verified);
  return (
    <Formik initialValues={initialValues} validationSchema={deliverySchema} onSubmit={(values) => (needsCode(values.phone) ? undefined : onSubmit(values))}>
      {({ isSubmitting, values }) => (
        <Form noValidate>
          <TextField name="phone" label={t('delivery.phone')} hint={t('delivery.phoneHint')} type="tel" inputMode="tel" autoComplete="tel" dir="ltr" />
          <PayeePhoneCheck name="phone" initialPhone={initialValues.phone} verified={verified} onVerified={(p) => setVerified((list) => [...list, p])} disabled={disabled} />
          <TextField name="address" label={t('delivery.address')} autoComplete="street-address" maxLength={200} />
          <SelectField
            name="sendingMethod"
            label={t('delivery.sendingMethod')}
            placeholder={t('delivery.chooseMethod')}
            options={SENDING_METHODS.map((method) => ({ value: method, label: t(`sendingMethod.${method}`) }))}
          />
          <div className="d-flex flex-wrap align-items-center gap-2">
            <CButton type="submit" color="primary" disabled={disabled || !!disabledReason || isSubmitting || needsCode(values.phone)} aria-describedby={disabledReason ? 'delivery-submit-reason' : undefined}>
              {isSubmitting && <CSpinner size="sm" className="me-1" aria-hidden="true" />}
              {t('delivery.submit')}
            </CButton>
            {disabledReason && (
              <span id="delivery-submit-reason" className="small text-danger-emphasis">
                {disabledReason}
              </span>
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
}
