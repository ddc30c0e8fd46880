import { useTranslation } from 'react-i18next';
import type { PaymentRequest } from '@/api/types/paymentRequest';
import { Money } from '@/components/display/Money';
import { MerchantMessage } from '@/components/payerPage/TerminalFrame';
import { shekelsToAgorot } from '@/lib/money';

/** What the payer is paying: the payment request behind a payment or fast-payment link. */
export function PaymentRequestSummary({ request, from }: { request: PaymentRequest; from: string }) {
  const { t } = useTranslation('payerLink');
  const agorot = shekelsToAgorot(request.amount ?? null);
  return (
    <section className="terminal-card" aria-labelledby="payment-request-title">
      <h2 id="payment-request-title">{t('payment.title')}</h2>
      {agorot !== null && (
        <p className="terminal-summary__amount">
          <Money agorot={agorot} className="terminal-amount" />
        </p>
      )}
      {request.requestNumber && <p className="terminal-summary__line">{t('payment.number', { number: request.requestNumber })}</p>}
      {request.clientMessage && <MerchantMessage text={request.clientMessage} from={from} />}
    </section>
  );
}
