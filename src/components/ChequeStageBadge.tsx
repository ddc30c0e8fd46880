import { CBadge } from '@coreui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import '@/styles/parts/badge.scss';
import { chequeStage, type ChequeStage, type StagedCheque } from '@/lib/chequeStage';
import { plainText } from '@/lib/text';

/** One colour per stage: the subtle background with emphasis text reads at WCAG AA. */
export const STAGE_COLOUR: Readonly<Record<ChequeStage, string>> = {
  toHandle: 'primary',
  signing: 'warning',
  onItsWay: 'info',
  done: 'success',
  needsAttention: 'danger',
};

interface Props {
  cheque: StagedCheque;
  /**
   * The exact status under the stage (table cells keep it on one line); `bare`: beside it without
   * a wrapper, for a long list's cells and cards (one element fewer a row), in a box that keeps
   * its content on one line or lays it out (flex) itself.
   */
  layout?: 'inline' | 'stacked' | 'bare';
}

/**
 * A cheque's stage (lib/chequeStage) as the chip a person reads, and its exact status as
 * secondary text. A status the backend did not know is said as such, never a bare "unknown".
 */
export function ChequeStageBadge(props: Props) {
  const { t } = useTranslation('staff');
  return <ChequeStageBadgeIn {...props} t={t} />;
}

/** The badge with the `staff` texts already at hand: a long list's cells, where every row asking i18n costs. */
export function ChequeStageBadgeIn({ cheque, layout = 'inline', t }: Props & { t: TFunction<'staff'> }) {
  const stage = chequeStage(cheque);
  const colour = STAGE_COLOUR[stage];
  const status = plainText(cheque.status ?? '').trim().toUpperCase() || 'UNKNOWN';
  const exact = status === 'UNKNOWN' ? t('statusUnknown') : t(`status.${status}`, { defaultValue: t('statusUnknown') });
  const badge = <CBadge className={`status-badge bg-${colour}-subtle text-${colour}-emphasis border border-${colour}-subtle`}>{t(`stage.${stage}`)}</CBadge>;
  const detail = <span className={`cheque-stage__status small text-body-secondary${layout === 'inline' ? ' ms-1' : layout === 'bare' ? ' text-nowrap' : ''}`}>{exact}</span>;
  if (layout === 'bare') {
    return (
      <>
        {badge} {detail}
      </>
    );
  }
  return (
    <span className={layout === 'inline' ? 'cheque-stage text-nowrap' : 'cheque-stage d-inline-flex flex-column align-items-start gap-1'}>
      {badge}
      {detail}
    </span>
  );
}
