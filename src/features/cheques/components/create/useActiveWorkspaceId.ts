import { selectActiveWorkspaceId, selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';

/** The active workspace's id for request bodies ({wsId}); its name when the roles do not say. */
export function useActiveWorkspaceId(): { ws: string; wsId: string } {
  const ws = useAppSelector(selectWorkspace);
  const wsId = useAppSelector(selectActiveWorkspaceId);
  return { ws, wsId };
}
