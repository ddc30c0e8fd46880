import { useMemo } from 'react';
import type { ActingUser } from '@/lib/chequeNextAction';
import { decide, permissionContextFor, type PermissionAction, type PermissionContext, type PermissionDecision } from '@/lib/permissions';
import { selectUser, selectWorkspace } from './generalSlice';
import { useAppSelector } from './hooks';

/** What an action is about, beyond the user: the bank account it uses and the cheque it changes. */
export type PermissionSubject = Pick<PermissionContext, 'account' | 'cheque'>;

/** The translation key (namespace `common`) that says why an action is refused. */
export const permissionReasonKey = (decision: PermissionDecision): string | null =>
  decision.allowed ? null : `permissions.reason.${decision.reason}`;

export interface Permission {
  role: PermissionContext['role'];
  decide: (action: PermissionAction, subject?: PermissionSubject) => PermissionDecision;
  can: (action: PermissionAction, subject?: PermissionSubject) => boolean;
  /** Null when allowed, else the translation key of the reason (common namespace). */
  reason: (action: PermissionAction, subject?: PermissionSubject) => string | null;
}

/**
 * The signed-in user's permissions in the active workspace (src/lib/permissions.ts). The server
 * has the last word: a screen still shows the 403 it may answer.
 */
export function usePermission(): Permission {
  const user = useAppSelector(selectUser);
  const workspace = useAppSelector(selectWorkspace);
  return useMemo(() => {
    const base = permissionContextFor(user, workspace);
    const decideFor = (action: PermissionAction, subject?: PermissionSubject) => decide(action, { ...base, ...subject });
    return {
      role: base.role,
      decide: decideFor,
      can: (action, subject) => decideFor(action, subject).allowed,
      reason: (action, subject) => permissionReasonKey(decideFor(action, subject)),
    };
  }, [user, workspace]);
}

/** The signed-in user as the next-action rule reads them (lib/chequeNextAction): role, capabilities, id. */
export function useActingUser(): ActingUser {
  const user = useAppSelector(selectUser);
  const workspace = useAppSelector(selectWorkspace);
  return useMemo(() => ({ ...permissionContextFor(user, workspace), userId: user?.id ?? null }), [user, workspace]);
}
