import { useGetWorkspaceQuery } from '@/api/workspaceApi';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';

/** The active workspace's credits balance (its `credits`), or undefined while unknown. */
export function useCreditsBalance(): { balance: number | undefined; isLoading: boolean } {
  const ws = useAppSelector(selectWorkspace);
  const { data, isLoading } = useGetWorkspaceQuery(ws, { skip: !ws });
  const raw = data?.credits;
  const n = typeof raw === 'string' ? Number(raw) : raw;
  return { balance: typeof n === 'number' && Number.isFinite(n) ? n : undefined, isLoading };
}
