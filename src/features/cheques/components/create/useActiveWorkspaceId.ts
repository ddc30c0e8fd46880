import { selectUser, selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';

/** The active workspace's id for request bodies ({wsId}); its name when the roles do not say. */
export function useActiveWorkspaceId(): { ws: string; wsId: string } {
  const ws = useAppSelector(selectWorkspace);
  const user = useAppSelector(selectUser);
  const role = user?.Roles?.find((r) => r.Workspace.name === ws || r.Workspace.id === ws);
  return { ws, wsId: role?.Workspace.id ?? ws };
}
