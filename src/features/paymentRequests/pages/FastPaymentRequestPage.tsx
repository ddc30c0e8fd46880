import { useState } from 'react';
import { CButton, CCard, CCardBody } from '@coreui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toApiError } from '@/api/apiError';
import { useCreatePaymentRequestMutation } from '@/api/paymentRequestsApi';
import type { PaymentRequest } from '@/api/types/paymentRequest';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { PageHeader } from '@/components/layout/PageHeader';
import { hrefs, paths } from '@/config/paths';
import { agorotToShekels, parseAmount } from '@/lib/money';
import { suggestUpr } from '../rules/paymentRequests';
import { AmountField } from '../components/AmountField';
import { RequestTerminalsState } from '../components/RequestTerminalsState';
import { PaymentRequestLink } from '../components/PaymentRequestLink';
import { SelectField } from '@/components/form/SelectField';
import { amountField, terminalField } from '../paymentRequestSchema';
import { useRequestTerminals } from '../useRequestTerminals';
import '../paymentRequests.scss';

const schema = yup.object({ amount: amountField, terminalId: terminalField });
type Values = yup.InferType<typeof schema>;

/**
 * Fast payment request (spec section 2): amount and terminal only, one click, then its link to
 * copy, open, show as a QR code or send. The request number is made up here (nobody types one).
 */
export function FastPaymentRequestPage() {
  const { t } = useTranslation(['paymentRequests', 'common']);
  const { ws, terminals, options, defaultCancelDate, isLoading } = useRequestTerminals();
  const [create, state] = useCreatePaymentRequestMutation();
  const [created, setCreated] = useState<PaymentRequest | null>(null);

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const request = { amount: agorotToShekels(parseAmount(values.amount) ?? 0), terminalId: values.terminalId, fast: true, dateToCancel: defaultCancelDate };
    // The number is ours to choose: taken by chance, another one is tried once.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const reply = await create({ ws, request: { ...request, requestNumber: suggestUpr() } });
      if (!('error' in reply)) return setCreated(reply.data);
      if (toApiError(reply.error).messageKey !== 'errors.uprInUse') break;
    }
    helpers.setSubmitting(false);
  };

  const terminalName = (id?: string) => options.find((o) => o.value === id)?.label;
  return (
    <section className="payment-requests">
      <PageHeader title={t('common:titles.paymentRequestFast')} subtitle={t('fast.intro')} back={{ to: paths.paymentRequests, label: t('list.back') }} />
      <RequestTerminalsState terminals={terminals} options={options} isLoading={isLoading}>
        <div className="payment-request-layout">
          <CCard>
            <CCardBody>
              <Formik initialValues={{ amount: '', terminalId: options[0]?.value ?? '' }} validationSchema={schema} onSubmit={onSubmit} enableReinitialize>
                {({ isSubmitting }) => (
                  <Form noValidate>
                    {state.error && <ErrorAlert error={state.error} />}
                    <AmountField name="amount" label={t('fields.amount')} />
                    <SelectField name="terminalId" label={t('fields.terminal')} options={options} hint={t('fields.terminalHint')} />
                    <CButton type="submit" color="primary" disabled={isSubmitting}>
                      {isSubmitting ? t('fast.creating') : t('fast.create')}
                    </CButton>
                  </Form>
                )}
              </Formik>
            </CCardBody>
          </CCard>
          {created && (
            <CCard className="payment-request-created" aria-labelledby="fast-created-title">
              <CCardBody>
                <h2 id="fast-created-title" className="h5" tabIndex={-1} ref={(el) => el?.focus()}>
                  {t('fast.created')}
                </h2>
                <p className="mb-2">
                  <Money value={created.amount} className="fs-4 fw-bold" /> · {terminalName(created.terminalId)}
                </p>
                <p className="small text-body-secondary">
                  {t('fast.number')} <bdi>{created.requestNumber}</bdi> · {t('fast.cancelsOn')} <DateText value={created.dateToCancel} />
                </p>
                <PaymentRequestLink ws={ws} request={created} />
                <div className="d-flex flex-wrap gap-2 mt-3">
                  <Link className="btn btn-outline-secondary" to={hrefs.paymentRequestView(created.requestNumber ?? '')}>
                    {t('fast.open')}
                  </Link>
                </div>
              </CCardBody>
            </CCard>
          )}
        </div>
      </RequestTerminalsState>
    </section>
  );
}
