import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { chequeTiming, STALE_WATCH_STATUSES } from '@/lib/chequeTiming';
import { formatDate, relativeDay, todayIso } from '@/lib/dates';
import { KeepDates } from '@/components/display/KeepDates';

interface Props {
  /** The due date: ISO, or day/month/year as typed in the scan form. */
  checkDate: string | null | undefined;
  /** The cheque's status; none for a cheque being scanned. Age matters only before the bank. */
  status?: string;
  className?: string;
}

/**
 * The word a cheque's date calls for: stale (more than six months past its date, the bank may
 * refuse it), about to go stale, or post-dated (not before its date). Nothing otherwise.
 */
export function ChequeTimingNote({ checkDate, status, className }: Props) {
  const { t } = useTranslation('cheques');
  const { t: tc } = useTranslation('common');
  if (status && !STALE_WATCH_STATUSES.includes(status)) return null;
  const today = todayIso();
  const timing = chequeTiming(checkDate, today);
  if (!timing) return null;
  const when = (day: string) => {
    const r = relativeDay(day, today);
    return r ? tc(`date.${r.unit}`, { count: r.count }) : '';
  };
  if (timing.kind === 'stale') {
    return (
      <CAlert color="warning" className={`py-2 ${className ?? ''}`} role="alert">
        <KeepDates>{t('timing.stale', { date: formatDate(timing.lastDay) })}</KeepDates>
      </CAlert>
    );
  }
  if (timing.kind === 'cashable' && timing.soon) {
    return (
      <CAlert color="warning" className={`py-2 ${className ?? ''}`} role="status">
        <KeepDates>{t('timing.soon', { date: formatDate(timing.lastDay), when: when(timing.lastDay) })}</KeepDates>
      </CAlert>
    );
  }
  if (timing.kind === 'postDated') {
    const due = timing.dueDay;
    return (
      <CAlert color="info" className={`py-2 ${className ?? ''}`} role="status">
        <KeepDates>{t('timing.postDated', { date: formatDate(due), when: when(due) })}</KeepDates>
      </CAlert>
    );
  }
  return null;
}
