import { useMemo } from 'react';
import { can, permissionContextFor } from '@/lib/permissions';
import { selectUser } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';

export interface WorkspaceOption {
  value: string;
  label: string;
  id: string;
}

/** The workspaces a terminal may be linked to: those where the user may create terminals. */
export function useTerminalWorkspaces(): WorkspaceOption[] {
  const user = useAppSelector(selectUser);
  return useMemo(
    () =>
      (user?.Roles ?? [])
        .filter((r) => r.Workspace?.name && can('terminal.create', permissionContextFor(user, r.Workspace.id)))
        .map((r) => ({ value: r.Workspace.name, label: r.Workspace.companyName || r.Workspace.name, id: r.Workspace.id })),
    [user],
  );
}
