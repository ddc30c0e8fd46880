import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import '@/styles/parts/badge.scss';

const COLOURS: Record<string, string> = { NEW: 'secondary', IN_PROGRESS: 'info', DONE: 'warning', RETRIEVED: 'success' };

/** A terminal transaction's status (spec section 4); DONE reads "awaiting pickup". */
export function TransactionStatusBadge({ status }: { status?: string }) {
  const { t } = useTranslation('terminals');
  const colour = COLOURS[status ?? ''] ?? 'dark';
  return (
    <CBadge className={`status-badge bg-${colour}-subtle text-${colour}-emphasis border border-${colour}-subtle`}>
      {t(`transactionStatus.${status}`, { defaultValue: status ?? '—' })}
    </CBadge>
  );
}
