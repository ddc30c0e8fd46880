import { useState } from 'react';
import { CButton } from '@coreui/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { useSendPaymentRequestMutation } from '@/api/paymentRequestsApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { TextField } from '@/components/form/TextField';
import { isValidEmail } from '@/lib/email';

const schema = yup.object({
  email: yup.string().trim().required('validation.required').test('email', 'validation.email', (v) => isValidEmail(v ?? '')),
});

/** Sends the request's link by e-mail (POST .../payment/request/send); the address stays after a refusal. */
export function SendByEmail({ ws, requestNumber, email = '' }: { ws: string; requestNumber: string; email?: string }) {
  const { t } = useTranslation('paymentRequests');
  const [send, state] = useSendPaymentRequestMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Formik
      initialValues={{ email }}
      validationSchema={schema}
      onSubmit={async (values) => {
        setSentTo(null);
        const to = values.email.trim();
        const reply = await send({ ws, requestNumber, email: to });
        if (!('error' in reply)) setSentTo(to);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="send-by-email">
          <div className="send-by-email__row">
            <TextField name="email" type="email" label={t('send.email')} dir="ltr" autoComplete="email" inputMode="email" />
            <CButton type="submit" color="primary" variant="outline" disabled={isSubmitting}>
              {isSubmitting ? t('send.sending') : t('send.send')}
            </CButton>
          </div>
          {state.error && <ErrorAlert error={state.error} className="mb-0" />}
          <p role="status" className="small text-success-emphasis mb-0">
            {sentTo ? t('send.sent', { email: sentTo }) : ''}
          </p>
        </Form>
      )}
    </Formik>
  );
}
