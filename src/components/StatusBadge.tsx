import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import '@/styles/parts/badge.scss';
import { statusColour } from '@/lib/statuses';
import { plainText } from '@/lib/text';

/** A cheque status label (spec section 4), translated and coloured the same everywhere. */
export function StatusBadge({ status: given }: { status: string }) {
  const { t } = useTranslation('common');
  // A status the reply lacks (or sent as something else) reads as unknown, never as a raw key.
  const status = plainText(given).trim() || 'UNKNOWN';
  const colour = statusColour(status);
  return (
    // Subtle background with emphasis text: readable (WCAG AA) for every colour.
    <CBadge className={`status-badge bg-${colour}-subtle text-${colour}-emphasis border border-${colour}-subtle`}>
      {t(`status.${status}`, { defaultValue: status })}
    </CBadge>
  );
}
