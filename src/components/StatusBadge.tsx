import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { statusColour } from '@/lib/statuses';

/** A cheque status label (spec section 4), translated and coloured the same everywhere. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('common');
  const colour = statusColour(status);
  return (
    <CBadge color={colour} textColor={colour === 'light' || colour === 'warning' ? 'dark' : undefined} className="status-badge">
      {t(`status.${status}`, { defaultValue: status })}
    </CBadge>
  );
}
