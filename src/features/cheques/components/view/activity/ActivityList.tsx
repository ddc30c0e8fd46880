import { useTranslation } from 'react-i18next';
import type { ChequeActivity } from '@/api/types/cheque';
import { DateText } from '@/components/display/DateText';

/** One line per event: what happened, who did it, when (DD-MM-YYYY HH:mm). */
export function ActivityList({ entries }: { entries: ChequeActivity[] }) {
  const { t } = useTranslation('chequeMedia');
  return (
    <ol className="list-unstyled mb-0 activity-list" aria-label={t('activity.title')}>
      {entries.map((e, i) => (
        <li key={`${e.at}-${i}`} className="d-flex flex-wrap gap-2 border-bottom py-2">
          <DateText value={e.at} withTime className="text-body-secondary text-nowrap" />
          <span className="fw-semibold">{t(`activity.actions.${e.action}`, { defaultValue: e.action })}</span>
          {e.details && <span className="text-body-secondary">· {e.details}</span>}
          {e.by && <span className="ms-auto text-body-secondary small">{t('activity.by', { name: e.by })}</span>}
        </li>
      ))}
    </ol>
  );
}
