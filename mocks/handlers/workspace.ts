import { route } from '../route';
import { db } from '../db/database';
import { requirePermission } from '../db/permissions';

/** Workspaces of the signed-in user (spec section 7, Workspace). */
export const workspaceHandlers = [
  route('get', '/api/workspace/all', ({ me }) => {
    const user = me();
    const ids = new Set(db.memberships.filter((m) => m.userId === user.id).map((m) => m.wsId));
    return { workspaces: db.workspaces.filter((w) => ids.has(w.id)) };
  }),
  route('get', '/api/workspace/:id', ({ me, params }) => ({ workspace: requirePermission(me(), String(params.id), 'workspace.view') })),
];
