import { useGetWorkspaceQuery } from '@/api/workspaceApi';
import { selectActiveWorkspaceId, selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';

/**
 * The active workspace: its name for paths ({ws}), its id for request bodies ({wsId}; its name
 * when the roles do not say).
 */
export function useActiveWorkspace(): { ws: string; wsId: string } {
  const ws = useAppSelector(selectWorkspace);
  const wsId = useAppSelector(selectActiveWorkspaceId);
  return { ws, wsId };
}

/** The active workspace with its record (GET /api/workspace/{ws}), for the screens that show or edit it. */
export function useActiveWorkspaceRecord() {
  const { ws, wsId } = useActiveWorkspace();
  const query = useGetWorkspaceQuery(ws, { skip: !ws });
  return { ws, wsId, workspace: query.data ?? null, query };
}
