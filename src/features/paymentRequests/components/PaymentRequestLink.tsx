import { useTranslation } from 'react-i18next';
import type { PaymentRequest } from '@/api/types/paymentRequest';
import { ShareLink } from '@/components/share/ShareLink';
import { usePermission } from '@/state/usePermission';
import { payerAddress } from '../rules/payerAddress';
import { SendByEmail } from './SendByEmail';

/** The payer's link of an open request: copy, open, a QR code, and send by e-mail to who may send. */
export function PaymentRequestLink({ ws, request }: { ws: string; request: PaymentRequest }) {
  const { t } = useTranslation('paymentRequests');
  const permission = usePermission();
  const url = payerAddress(request);
  if (!url || !request.requestNumber) return <p className="text-body-secondary mb-0">{t('link.none')}</p>;
  return (
    <div className="payment-link">
      <ShareLink url={url} label={t('link.label')} qr qrSize={180} />
      {permission.can('paymentRequest.send') && (
        <>
          <h3 className="h6 mt-3">{t('send.title')}</h3>
          <SendByEmail ws={ws} requestNumber={request.requestNumber} email={request.clientEmail ?? ''} />
        </>
      )}
    </div>
  );
}
