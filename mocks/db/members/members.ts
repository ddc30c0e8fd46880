import { db, extraTable, nowIso } from '../database';
import { badRequest, conflict, forbidden, MockHttpError, notFound } from '../MockHttpError';
import { randomCode, sendMail } from '../sessions';
import type { MembershipRow, UserRow } from '../schema';
import type { InvitationRow } from '../seeds/accountsSeed';
import { displayName } from '../chequeAccess';
import { emailList, isValidEmailList } from '../rules/email';
import { ROLES, capabilitiesForRole, type Role } from '../rules/permissions';
import type { Workspace } from '../../../src/api/types/workspace';

/** What the dev outbox can switch off to show the spec's "unavailable" answers (mocks/handlers/dev.ts). */
export type Unavailable = 'users' | 'workspaces';
export const unavailable = () => extraTable<Unavailable>('unavailable');

const lower = (s: unknown) => String(s ?? '').trim().toLowerCase();
export const invitations = () => extraTable<InvitationRow & { sentAt?: string; invitedBy?: string }>('invitations');

/**
 * A role type as sent, and the capabilities it leaves (rules/permissions.ts): an OWNER holds them
 * all, a VIEWER none, a USER those asked for, else those it held as a USER (`before`).
 */
export function readRole(roleType: unknown, capabilities: unknown, before: { role: Role; capabilities: string[] } | null = null): { roleType: Role; capabilities: string[] } {
  const role = String(roleType ?? '').toUpperCase() as Role;
  if (!ROLES.includes(role)) throw badRequest('Invalid data structure');
  if (capabilities !== undefined && (!Array.isArray(capabilities) || capabilities.some((c) => typeof c !== 'string'))) throw badRequest('Invalid data structure');
  return { roleType: role, capabilities: capabilitiesForRole(role, before, capabilities as string[] | undefined) };
}

/** Section 7's flag: a boolean when sent. */
function readResend(value: unknown): boolean {
  if (value !== undefined && typeof value !== 'boolean') throw badRequest('Invalid data structure');
  return value === true;
}

function inviteMail(invitation: InvitationRow, workspace: Workspace, by: UserRow) {
  sendMail({
    to: invitation.email,
    kind: 'invitation',
    subject: `${displayName(by)} מזמין/ה אותך להצטרף ל${workspace.companyName ?? workspace.name}`,
    link: `/invitation/${invitation.invitationCode}`,
  });
}

/** The members of a workspace with their roles, and (for who may invite) its open invitations. */
export function membersOf(workspace: Workspace, withInvitations: boolean) {
  const members = db.memberships
    .filter((m) => m.wsId === workspace.id)
    .map((m) => {
      const user = db.users.find((u) => u.id === m.userId);
      return { userId: m.userId, email: user?.email ?? '', name: user ? displayName(user) : '', roleType: m.roleType, capabilities: m.capabilities };
    });
  const open = invitations()
    .filter((i) => i.wsId === workspace.id && !i.cancelled && !i.acceptedAt)
    .map(({ invitationCode, email, roleType, capabilities, sentAt }) => ({ id: invitationCode, invitationCode, email, roleType, capabilities, sentAt }));
  return withInvitations ? { members, invitations: open } : { members };
}

/**
 * POST /api/workspace/users/invite: every address checked (section 5: the list is refused if one
 * is invalid); a member already is "the user already exists"; an open invitation is sent again.
 */
export function inviteUsers(by: UserRow, workspace: Workspace, emails: unknown, roleType: unknown, capabilities: unknown) {
  if (unavailable().includes('users')) throw new MockHttpError(503, { message: 'Creating users is unavailable right now' });
  const list = Array.isArray(emails) ? emails.map((e) => String(e ?? '').trim()) : emailList(typeof emails === 'string' ? emails : '');
  if (!isValidEmailList(list)) throw badRequest('Invalid data structure');
  const role = readRole(roleType, capabilities ?? []);
  const members = db.memberships.filter((m) => m.wsId === workspace.id).map((m) => lower(db.users.find((u) => u.id === m.userId)?.email));
  const already = list.find((email) => members.includes(lower(email)));
  if (already) throw conflict(`The user already exists: ${already}`);
  return [...new Set(list.map(lower))].map((email) => {
    let row = invitations().find((i) => i.wsId === workspace.id && lower(i.email) === email && !i.cancelled && !i.acceptedAt);
    if (!row) {
      row = { invitationCode: `inv${randomCode(8)}`, wsId: workspace.id, email, ...role };
      invitations().push(row);
    }
    Object.assign(row, role, { sentAt: nowIso(), invitedBy: by.id });
    inviteMail(row, workspace, by);
    return { id: row.invitationCode, email: row.email, roleType: row.roleType, capabilities: row.capabilities };
  });
}

function membership(workspace: Workspace, userId: string): MembershipRow {
  const row = db.memberships.find((m) => m.wsId === workspace.id && m.userId === userId);
  if (!row) throw notFound('User not found');
  return row;
}

const owners = (workspace: Workspace) => db.memberships.filter((m) => m.wsId === workspace.id && m.roleType === 'OWNER');

/**
 * PUT /api/workspace/{ws}/users/{userId} with {roleType, resendInvitation} (section 7): a new role;
 * a workspace never loses its last owner. The member joined already: there is no invitation to
 * send again, so the flag changes nothing. Capabilities are not part of the call (a USER keeps
 * its own; one sent anyway is taken).
 */
export function changeMember(by: UserRow, workspace: Workspace, userId: string, body: { roleType?: unknown; capabilities?: unknown; resendInvitation?: unknown }) {
  const row = membership(workspace, userId);
  readResend(body.resendInvitation);
  const role = readRole(body.roleType, body.capabilities, { role: row.roleType, capabilities: row.capabilities });
  if (row.roleType === 'OWNER' && role.roleType !== 'OWNER' && owners(workspace).length < 2) throw forbidden('Owner permission required');
  if (userId === by.id && role.roleType !== 'OWNER') throw forbidden();
  Object.assign(row, role);
  return row;
}

/** DELETE /api/workspace/{ws}/users/{userId}: nobody removes themselves or the last owner. */
export function removeMember(by: UserRow, workspace: Workspace, userId: string) {
  const row = membership(workspace, userId);
  if (userId === by.id || (row.roleType === 'OWNER' && owners(workspace).length < 2)) throw forbidden();
  db.memberships = db.memberships.filter((m) => m !== row);
}

function openInvitation(workspace: Workspace, id: string) {
  const row = invitations().find((i) => i.wsId === workspace.id && i.invitationCode === id && !i.cancelled && !i.acceptedAt);
  if (!row) throw notFound('Invitation not found or cancelled');
  return row;
}

/**
 * PUT /api/workspace/{ws}/invitation/{id} with {roleType, resendInvitation: true}: a new role and,
 * with the flag, the e-mail again. A USER invitation keeps the capabilities it was sent with.
 */
export function changeInvitation(by: UserRow, workspace: Workspace, id: string, body: { roleType?: unknown; capabilities?: unknown; resendInvitation?: unknown }) {
  const row = openInvitation(workspace, id);
  const resend = readResend(body.resendInvitation);
  Object.assign(row, readRole(body.roleType ?? row.roleType, body.capabilities, { role: row.roleType, capabilities: row.capabilities }));
  if (resend) {
    row.sentAt = nowIso();
    inviteMail(row, workspace, by);
  }
  return { id: row.invitationCode, email: row.email, roleType: row.roleType, capabilities: row.capabilities, sentAt: row.sentAt };
}

/** DELETE /api/workspace/{ws}/invitation/{id}: the link then answers "Invitation not found or cancelled". */
export function cancelInvitation(workspace: Workspace, id: string) {
  openInvitation(workspace, id).cancelled = true;
}
