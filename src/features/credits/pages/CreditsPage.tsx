import { useMemo, useRef, useState } from 'react';
import { CAlert, CButton, CCard, CCardBody, CSpinner } from '@coreui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetPricesQuery, useStartPaymentMutation } from '@/api/paymentsApi';
import { toApiError } from '@/api/apiError';
import { QueryState } from '@/components/feedback/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { useCreditsBalance } from '@/components/credits/useCreditsBalance';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { browser } from '@/components/navigation/browser';
import { Can } from '@/components/permissions/Can';
import { paths } from '@/config/paths';
import { env } from '@/config/env';
import { checkPaymentUrl, runsOnMock } from '../rules/paymentUrl';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { buyCreditsSchema, type BuyCreditsValues } from '../creditsSchema';
import { PriceTable } from '../components/PriceTable';
import { BalanceText } from '../components/BalanceText';

/** Credits: the balance, the price table and the card payment of a chosen package (owners). */
export function CreditsPage() {
  const { t } = useTranslation('credits');
  const ws = useAppSelector(selectWorkspace);
  const prices = useGetPricesQuery();
  const { balance } = useCreditsBalance();
  const [startPayment] = useStartPaymentMutation();
  const [leaving, setLeaving] = useState(false);
  // Once the browser is on its way to the card page, nothing more is sent (a late second submit).
  const left = useRef(false);
  const offered = useMemo(() => (prices.data ?? []).map((p) => p.id), [prices.data]);
  const schema = useMemo(() => buyCreditsSchema(offered), [offered]);

  const [buy, busy] = useSingleFlight(async (values: BuyCreditsValues, helpers: FormikHelpers<BuyCreditsValues>) => {
    if (left.current) return;
    const reply = await startPayment({ priceId: values.priceId, wsId: ws });
    if ('error' in reply) {
      // The refusal keeps the choice and is said at the field (e.g. "Unable to purchase...").
      helpers.setFieldError('priceId', `common:${toApiError(reply.error).messageKey}`);
      return;
    }
    const origin = browser.origin();
    // Card details are typed on that page: only https (or the mock's own page) is opened.
    const verdict = checkPaymentUrl(reply.data.url, { appOrigin: origin, onMock: runsOnMock(env.apiMock, origin) });
    if (!verdict.ok) {
      helpers.setFieldError('priceId', `credits:buy.refusedUrl.${verdict.reason}`);
      return;
    }
    left.current = true;
    setLeaving(true);
    browser.go(verdict.url);
  });

  return (
    <>
      <PageHeader
        title={t('buy.title')}
        subtitle={<BalanceText balance={balance} />}
        actions={
          <Link to={paths.charges} className="btn btn-outline-primary btn-sm">
            {t('buy.toCharges')}
          </Link>
        }
      />
      <CCard>
        <CCardBody>
          <p>{t('buy.intro')}</p>
          <QueryState isLoading={prices.isLoading} error={prices.error} onRetry={() => void prices.refetch()} isEmpty={!prices.data?.length} emptyText={t('buy.noPrices')}>
            <Can action="credits.buy">
              {(allowed, reason) => (
                <Formik<BuyCreditsValues> initialValues={{ priceId: '' }} validationSchema={schema} onSubmit={(values, helpers) => void buy(values, helpers)}>
                  {() => (
                    <Form noValidate>
                      <PriceTable prices={prices.data ?? []} disabled={!allowed} />
                      {!allowed && (
                        <CAlert color="info" className="mt-3 mb-0" id="buy-reason">
                          {reason}
                        </CAlert>
                      )}
                      <p className="small text-body-secondary mt-3">{t('buy.receiptNote')}</p>
                      <CButton type="submit" color="primary" disabled={!allowed || busy || leaving} aria-describedby={allowed ? undefined : 'buy-reason'}>
                        {(busy || leaving) && <CSpinner size="sm" className="me-2" aria-hidden="true" />}
                        {leaving ? t('buy.leaving') : t('buy.submit')}
                      </CButton>
                    </Form>
                  )}
                </Formik>
              )}
            </Can>
          </QueryState>
        </CCardBody>
      </CCard>
    </>
  );
}
