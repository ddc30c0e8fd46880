import { route } from '../route';
import { requirePermission } from '../db/permissions';
import { publicUser } from '../db/views';
import { cancelInvitation, changeInvitation, changeMember, inviteUsers, removeMember } from '../db/members/members';
import { createWorkspace, type NewWorkspaceBody } from '../db/members/workspaces';
import { requireConfirmedEmail } from './user';

type InviteBody = { wsName?: string; wsId?: string; emails?: unknown; roleType?: unknown; capabilities?: unknown };
type RoleBody = { roleType?: unknown; capabilities?: unknown; resendInvitation?: unknown };

/** People of a workspace and new workspaces (spec section 7: users invite, roles, invitations, create). */
export const memberHandlers = [
  route<InviteBody>('post', '/api/workspace/users/invite', ({ me, body }) => {
    const user = me();
    const workspace = requirePermission(user, String(body.wsName ?? body.wsId ?? ''), 'users.invite');
    requireConfirmedEmail(user);
    return { invitations: inviteUsers(user, workspace, body.emails, body.roleType, body.capabilities) };
  }),
  route<RoleBody>('put', '/api/workspace/:ws/users/:userId', ({ me, params, body }) => {
    const user = me();
    const workspace = requirePermission(user, String(params.ws), 'users.manage');
    const row = changeMember(user, workspace, String(params.userId), body);
    return { member: { userId: row.userId, roleType: row.roleType, capabilities: row.capabilities }, user: publicUser(user) };
  }),
  // The body section 7 lists ({roleType, resendInvitation}) says nothing more: removing is removing.
  route('delete', '/api/workspace/:ws/users/:userId', ({ me, params }) => {
    const user = me();
    removeMember(user, requirePermission(user, String(params.ws), 'users.manage'), String(params.userId));
    return { ok: true };
  }),
  route<RoleBody>('put', '/api/workspace/:ws/invitation/:id', ({ me, params, body }) => {
    const user = me();
    const workspace = requirePermission(user, String(params.ws), 'users.invite');
    return { invitation: changeInvitation(user, workspace, String(params.id), body) };
  }),
  route('delete', '/api/workspace/:ws/invitation/:id', ({ me, params }) => {
    cancelInvitation(requirePermission(me(), String(params.ws), 'users.invite'), String(params.id));
    return { ok: true };
  }),
  route<NewWorkspaceBody>('post', '/api/workspace/create', ({ me, body }) => {
    const user = me();
    const workspace = createWorkspace(user, body);
    // The reply's user has one role more: the client makes the new workspace the active one (section 4).
    return { workspace, user: publicUser(user) };
  }),
];
