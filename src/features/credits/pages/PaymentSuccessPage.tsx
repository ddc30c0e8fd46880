import { useEffect, useRef, useState } from 'react';
import { CAlert, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useConfirmOrderMutation } from '@/api/paymentsApi';
import type { OrderDone } from '@/api/types/credits';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { PublicFrame } from '@/components/layout/PublicFrame';
import { paths } from '@/config/paths';
import { readPaymentReturn } from '@/lib/paymentReturn';
import { selectUser } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';

function ReceiptLine({ receipt }: { receipt: string }) {
  const { t } = useTranslation('credits');
  return (
    <p className="fs-5">
      {t('success.receipt')} <bdi dir="ltr" className="fw-bold">{receipt}</bdi>
    </p>
  );
}

interface Confirmation {
  result: OrderDone | null;
  error: unknown;
}

/** The card payment page came back with its query: POST /api/payment/order/done, once. */
function useOrderConfirmation(query: string | null): Confirmation {
  const [confirm] = useConfirmOrderMutation();
  const [state, setState] = useState<Confirmation>({ result: null, error: null });
  const sent = useRef<string | null>(null);
  useEffect(() => {
    // One confirmation per return, also when React runs the effect twice (StrictMode).
    if (!query || sent.current === query) return;
    sent.current = query;
    void confirm({ query }).then((reply) => setState('error' in reply ? { result: null, error: reply.error } : { result: reply.data, error: null }));
  }, [confirm, query]);
  return state;
}

function OrderConfirmation({ result, error }: Confirmation) {
  const { t } = useTranslation('credits');
  const signedIn = !!useAppSelector(selectUser);
  if (error) {
    return (
      <>
        <ErrorAlert error={error} />
        <p>{t('success.failedHint')}</p>
        <Link to={paths.credits} className="btn btn-primary">
          {t('success.tryAgain')}
        </Link>
      </>
    );
  }
  if (!result) {
    return (
      <div className="d-flex align-items-center gap-2" role="status">
        <CSpinner size="sm" color="primary" aria-hidden="true" />
        <span>{t('success.confirming')}</span>
      </div>
    );
  }
  return (
    <>
      {result.alreadyConfirmed && (
        <CAlert color="info" role="status">
          {t('success.repeated')}
        </CAlert>
      )}
      {result.receiptNumber ? <ReceiptLine receipt={result.receiptNumber} /> : <p className="fs-5">{t('success.noReceipt')}</p>}
      {result.credits !== undefined && !result.alreadyConfirmed && <p>{t('success.added', { count: result.credits })}</p>}
      {result.balance !== undefined && <p>{t('balance', { count: result.balance })}</p>}
      <p>{t('success.email')}</p>
      {signedIn && (
        <div className="d-flex flex-wrap gap-2">
          <Link to={paths.charges} className="btn btn-primary">
            {t('success.toCharges')}
          </Link>
          <Link to={paths.credits} className="btn btn-outline-primary">
            {t('success.toCredits')}
          </Link>
        </div>
      )}
    </>
  );
}

/**
 * /paymentsuccess (spec section 2): a payer's terminal payment ends here with ?receipt=..., and a
 * workspace's card payment for credits returns here with the provider's query (src/lib/paymentReturn.ts).
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('credits');
  const { search } = useLocation();
  const landing = readPaymentReturn(search);
  const confirmation = useOrderConfirmation(landing.kind === 'order' ? landing.query : null);
  const title =
    landing.kind === 'none' ? t('success.nothingTitle') : confirmation.error ? t('success.failedTitle') : landing.kind === 'order' && !confirmation.result ? t('success.confirmingTitle') : t('success.title');
  return (
    <PublicFrame title={title}>
      {landing.kind === 'receipt' && (
        <>
          <ReceiptLine receipt={landing.receipt} />
          <p className="mb-0">{t('success.payerText')}</p>
        </>
      )}
      {landing.kind === 'order' && <OrderConfirmation {...confirmation} />}
      {landing.kind === 'none' && (
        <>
          <p>{t('success.nothing')}</p>
          <Link to={paths.home} className="btn btn-primary">
            {t('common:actions.goHome')}
          </Link>
        </>
      )}
    </PublicFrame>
  );
}
