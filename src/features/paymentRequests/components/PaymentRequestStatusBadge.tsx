import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import '@/styles/parts/badge.scss';
import { plainText } from '@/lib/text';

const COLOURS: Record<string, string> = { NEW: 'info', DONE: 'success', CANCELED: 'secondary' };

/** A payment request's status (spec section 4). */
export function PaymentRequestStatusBadge({ status: given }: { status: string }) {
  const { t } = useTranslation('paymentRequests');
  // A status the reply lacks (or sent as something else) reads as unknown, never as a raw key.
  const status = plainText(given).trim() || 'UNKNOWN';
  const colour = COLOURS[status] ?? 'dark';
  return (
    <CBadge className={`status-badge bg-${colour}-subtle text-${colour}-emphasis border border-${colour}-subtle`}>
      {t(`status.${status}`, { defaultValue: status })}
    </CBadge>
  );
}
