import { useGetWorkspaceQuery } from '@/api/workspaceApi';
import { selectActiveWorkspaceId, selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';

/** The active workspace: its name for paths ({ws}), its id for bodies ({wsId}), and its record. */
export function useActiveWorkspace() {
  const ws = useAppSelector(selectWorkspace);
  const wsId = useAppSelector(selectActiveWorkspaceId);
  const query = useGetWorkspaceQuery(ws, { skip: !ws });
  return { ws, wsId, workspace: query.data ?? null, query };
}
