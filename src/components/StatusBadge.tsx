import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import '@/styles/parts/badge.scss';
import { statusColour } from '@/lib/statuses';

/** A cheque status label (spec section 4), translated and coloured the same everywhere. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('common');
  const colour = statusColour(status);
  return (
    // Subtle background with emphasis text: readable (WCAG AA) for every colour.
    <CBadge className={`status-badge bg-${colour}-subtle text-${colour}-emphasis border border-${colour}-subtle`}>
      {t(`status.${status}`, { defaultValue: status })}
    </CBadge>
  );
}
