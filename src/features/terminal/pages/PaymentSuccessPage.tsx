import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TerminalFrame } from '@/components/terminal/TerminalFrame';
import { receiptFrom } from '../lib/receiptFrom';


/** Spec section 2: the payment success page shows the receipt number. */
export function PaymentSuccessPage() {
  const { t } = useTranslation('terminal');
  const [search] = useSearchParams();
  const receipt = receiptFrom(search);
  return (
    <TerminalFrame title={t('paid.title')}>
      <section className="terminal-card">
        {receipt ? (
          <p className="fs-5">
            {t('paid.receipt')} <bdi dir="ltr" className="fw-bold">{receipt}</bdi>
          </p>
        ) : (
          <p className="fs-5">{t('paid.noReceipt')}</p>
        )}
        <p className="mb-0">{t('paid.text')}</p>
      </section>
    </TerminalFrame>
  );
}
