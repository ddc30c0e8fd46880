import { route } from '../route';
import { db } from '../db/database';
import { requirePermission } from '../db/permissions';
import type { Workspace } from '../../src/api/types/workspace';

/** The workspace with its members and their roles (section 3: "members with role"), e.g. for choosing signators. */
function withMembers(workspace: Workspace): Workspace {
  const members = db.memberships
    .filter((m) => m.wsId === workspace.id)
    .flatMap((m) => {
      const user = db.users.find((u) => u.id === m.userId);
      return user ? [{ userId: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim(), roleType: m.roleType }] : [];
    });
  return { ...workspace, members };
}

/** Workspaces of the signed-in user (spec section 7, Workspace). */
export const workspaceHandlers = [
  route('get', '/api/workspace/all', ({ me }) => {
    const user = me();
    const ids = new Set(db.memberships.filter((m) => m.userId === user.id).map((m) => m.wsId));
    return { workspaces: db.workspaces.filter((w) => ids.has(w.id)) };
  }),
  route('get', '/api/workspace/:id', ({ me, params }) => ({ workspace: withMembers(requirePermission(me(), String(params.id), 'workspace.view')) })),
];
