import { useTranslation } from 'react-i18next';
import { useGetChequeQuery } from '@/api/chequesApi';
import { QueryState } from '@/components/feedback/QueryState';
import { useAppSelector } from '@/state/hooks';
import { selectWorkspace } from '@/state/generalSlice';
import { ActivityList } from './activity/ActivityList';
import { newestFirst } from '../../rules/activityOrder';

export interface ActivityTabProps {
  checkId: string;
}

/** Activity: the cheque's history, newest first. */
export function ActivityTab({ checkId }: ActivityTabProps) {
  // Not suspending: a tab that suspends inside the view's fading tab pane stays invisible.
  const { t, ready } = useTranslation('chequeMedia', { useSuspense: false });
  const ws = useAppSelector(selectWorkspace);
  const { data, isLoading, error, refetch } = useGetChequeQuery({ ws, checkId });
  const entries = newestFirst(data?.activity ?? []);
  if (!ready) return <QueryState isLoading>{null}</QueryState>;
  return (
    <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} isEmpty={!entries.length} emptyText={t('activity.empty')}>
      <ActivityList entries={entries} />
    </QueryState>
  );
}
