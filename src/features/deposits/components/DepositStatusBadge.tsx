import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import '@/styles/parts/badge.scss';

const COLOURS: Record<string, string> = {
  PENDING: 'info',
  PROCESSING: 'warning',
  ACCEPTED: 'success',
  PARTLY_REJECTED: 'warning',
  REJECTED: 'danger',
  CANCELED: 'secondary',
};

/** A deposit status (section 4, src/lib/depositStatus.ts), translated and coloured. */
export function DepositStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('deposits');
  const colour = COLOURS[status] ?? 'secondary';
  return <CBadge className={`status-badge bg-${colour}-subtle text-${colour}-emphasis border border-${colour}-subtle`}>{t(`statuses.${status}`, { defaultValue: status })}</CBadge>;
}
