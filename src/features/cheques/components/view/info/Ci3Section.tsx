import { useTranslation } from 'react-i18next';
import { useGetChequeCi3Query } from '@/api/ci3Api';
import { DateText } from '@/components/display/DateText';
import { DetailList } from '@/components/display/DetailList';
import { DetailSection } from '@/components/display/DetailSection';
import { QueryState } from '@/components/feedback/QueryState';
import { StatusBadge } from '@/components/StatusBadge';

/**
 * A cheque sent by CI3 (electronic clearing, spec section 4): where it stands at the bank's
 * clearing, from GET /api/workspace/{ws}/{checkId}/ci3. A failure stays inside the section.
 */
export function Ci3Section({ ws, checkId }: { ws: string; checkId: string }) {
  const { t } = useTranslation('cheques');
  const { data: record, isLoading, error, refetch } = useGetChequeCi3Query({ ws, checkId });
  return (
    <DetailSection title={t('ci3.title')}>
      <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} isEmpty={!record} emptyText={t('ci3.none')}>
        {record && (
          <DetailList
            items={[
              { id: 'status', label: t('ci3.status'), value: <StatusBadge status={record.status} /> },
              { id: 'sentAt', label: t('ci3.sentAt'), value: record.sentAt ? <DateText value={record.sentAt} withTime /> : null },
              { id: 'answeredAt', label: t('ci3.answeredAt'), value: record.answeredAt ? <DateText value={record.answeredAt} withTime /> : null },
              { id: 'reference', label: t('ci3.reference'), value: record.reference ? <bdi dir="ltr">{record.reference}</bdi> : null },
              { id: 'message', label: t('ci3.message'), value: record.message, wide: true },
            ]}
          />
        )}
      </QueryState>
    </DetailSection>
  );
}
