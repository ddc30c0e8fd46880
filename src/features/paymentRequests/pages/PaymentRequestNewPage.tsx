import { useMemo } from 'react';
import { CButton, CCard, CCardBody } from '@coreui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toApiError } from '@/api/apiError';
import { useCreatePaymentRequestMutation, useSendPaymentRequestMutation } from '@/api/paymentRequestsApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { SelectField } from '@/components/form/SelectField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField } from '@/components/form/TextField';
import { DateTextField } from '@/components/form/DateField';
import { PageHeader } from '@/components/layout/PageHeader';
import { paths } from '@/config/paths';
import { hrefs } from '@/config/hrefs';
import { formatDate, todayIso } from '@/lib/dates';
import { COMMENT_MAX } from '@/lib/limits';
import { suggestUpr, UPR_MAX } from '../rules/paymentRequests';
import { AmountField } from '../components/AmountField';
import { RequestTerminalsState } from '../components/RequestTerminalsState';
import { CheckboxField } from '@/components/form/CheckboxField';
import { FIELD_OF_ERROR, newRequestOf, paymentRequestSchema, type PaymentRequestValues } from '../paymentRequestSchema';
import { useRequestTerminals } from '../useRequestTerminals';
import '../paymentRequests.scss';

/** A payment request (spec section 7): amount, terminal, client e-mail and message, date to cancel. */
export function PaymentRequestNewPage() {
  const { t } = useTranslation(['paymentRequests', 'common']);
  const navigate = useNavigate();
  const { ws, terminals, options, daysToCancel, defaultCancelDate, isLoading } = useRequestTerminals();
  const [create, createState] = useCreatePaymentRequestMutation();
  const [send, sendState] = useSendPaymentRequestMutation();
  const schema = useMemo(() => paymentRequestSchema(todayIso()), []);
  const initialValues: PaymentRequestValues = {
    requestNumber: useMemo(() => suggestUpr(), []),
    amount: '',
    terminalId: options[0]?.value ?? '',
    clientEmail: '',
    clientMessage: '',
    dateToCancel: formatDate(defaultCancelDate),
    sendNow: true,
  };

  const onSubmit = async (values: PaymentRequestValues, helpers: FormikHelpers<PaymentRequestValues>) => {
    const reply = await create({ ws, request: newRequestOf(values) });
    if ('error' in reply) {
      const match = FIELD_OF_ERROR[toApiError(reply.error).messageKey];
      if (match) {
        helpers.setFieldTouched(match.field, true, false);
        helpers.setFieldError(match.field, match.message);
      }
      return;
    }
    const created = reply.data;
    const email = values.clientEmail.trim();
    const sent = values.sendNow && email ? !('error' in (await send({ ws, requestNumber: created.requestNumber ?? '', email }))) : false;
    navigate(hrefs.paymentRequestView(created.requestNumber ?? values.requestNumber), { state: { created: true, sentTo: sent ? email : undefined } });
  };

  return (
    <section className="payment-requests">
      <PageHeader title={t('common:titles.paymentRequestNew')} back={{ to: paths.paymentRequests, label: t('list.back') }} />
      <RequestTerminalsState terminals={terminals} options={options} isLoading={isLoading}>
        <CCard className="payment-request-form">
          <CCardBody>
            <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit} enableReinitialize>
              {({ isSubmitting, values }) => (
                <Form noValidate>
                  {createState.error && <ErrorAlert error={createState.error} />}
                  {sendState.error && <ErrorAlert error={sendState.error} />}
                  <AmountField name="amount" label={t('fields.amount')} />
                  <SelectField name="terminalId" label={t('fields.terminal')} options={options} hint={t('fields.terminalHint')} />
                  <TextField name="requestNumber" label={t('fields.requestNumber')} dir="ltr" maxLength={UPR_MAX + 5} autoComplete="off" hint={t('fields.requestNumberHint')} />
                  <TextField name="clientEmail" type="email" label={t('fields.clientEmail')} dir="ltr" inputMode="email" autoComplete="email" hint={t('fields.clientEmailHint')} />
                  <CheckboxField name="sendNow" label={t('fields.sendNow')} disabled={!values.clientEmail.trim()} offWhenDisabled className="mb-3" />
                  <TextAreaField name="clientMessage" label={t('fields.clientMessage')} hint={t('fields.clientMessageHint', { max: COMMENT_MAX })} maxLength={COMMENT_MAX + 20} rows={2} />
                  <DateTextField
                    name="dateToCancel"
                    label={t('fields.dateToCancel')}
                    hint={daysToCancel ? t('fields.dateToCancelHint', { count: daysToCancel }) : t('fields.dateToCancelHintPlain')}
                  />
                  <div className="d-flex flex-wrap gap-2">
                    <CButton type="submit" color="primary" disabled={isSubmitting}>
                      {isSubmitting ? t('form.creating') : t('form.create')}
                    </CButton>
                    <Link to={paths.paymentRequests} className="btn btn-outline-secondary">
                      {t('form.cancel')}
                    </Link>
                  </div>
                </Form>
              )}
            </Formik>
          </CCardBody>
        </CCard>
      </RequestTerminalsState>
    </section>
  );
}
