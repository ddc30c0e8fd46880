import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { outlookLabel, reasonLabel } from '@/components/returns/returnTexts';
import type { ChequeReturn, RedepositOutlook, ReturnState } from '@/lib/returns/returnedCheque';
import { KeepDates } from '@/components/display/KeepDates';

const STATE_COLOURS: Record<ReturnState, string> = { open: 'danger', contacted: 'warning', sentForCollection: 'primary', paidOtherwise: 'success' };

export function ReturnStateBadge({ state }: { state: ReturnState }) {
  const { t } = useTranslation('returns');
  return (
    <CBadge color={STATE_COLOURS[state]} textColor={state === 'contacted' ? 'dark' : undefined}>
      {t(`states.${state}`)}
    </CBadge>
  );
}

export function ReasonText({ ret }: { ret: ChequeReturn }) {
  const { t } = useTranslation('returns');
  return <span>{reasonLabel(t, ret)}</span>;
}

export function OutlookText({ outlook }: { outlook: RedepositOutlook }) {
  const { t } = useTranslation('returns');
  const tone = outlook.kind === 'stale' ? 'text-danger' : outlook.kind === 'valid' ? 'text-success-emphasis' : 'text-body-secondary';
  return (
    <span className={`small ${tone}`}>
      <KeepDates>{outlookLabel(t, outlook)}</KeepDates>
    </span>
  );
}

export function DaysAgo({ days }: { days: number | null }) {
  const { t } = useTranslation('returns');
  if (days === null) return null;
  return <span className="small text-body-secondary text-nowrap">{days === 0 ? t('desk.today') : t('desk.daysAgo', { count: days })}</span>;
}
