import { route } from '../route';
import { db } from '../db/database';
import { allows, requirePermission } from '../db/permissions';
import { membersOf } from '../db/members/members';

/** Workspaces of the signed-in user (spec section 7, Workspace). */
export const workspaceHandlers = [
  route('get', '/api/workspace/all', ({ me }) => {
    const user = me();
    const ids = new Set(db.memberships.filter((m) => m.userId === user.id).map((m) => m.wsId));
    return { workspaces: db.workspaces.filter((w) => ids.has(w.id)) };
  }),
  // The workspace with its members and roles (section 3); open invitations only for who may invite.
  route('get', '/api/workspace/:id', ({ me, params }) => {
    const user = me();
    const workspace = requirePermission(user, String(params.id), 'workspace.view');
    const mayInvite = allows(user, workspace.id, 'users.invite');
    return { workspace: { ...workspace, ...membersOf(workspace, mayInvite) } };
  }),
];
