import { baseApi } from './baseApi';
import { pickList } from './replies';
import type { Invitation, Member, RoleChoice } from './types/member';
import type { RoleType } from './types/user';

/*
 * Spec section 7, "Workspace": the people of a workspace. POST /api/workspace/users/invite; PUT
 * and DELETE /api/workspace/{ws}/users/{userId}; PUT and DELETE /api/workspace/{ws}/invitation/{id}.
 * The members and open invitations themselves come with the workspace (GET /api/workspace/{id},
 * workspaceApi.getWorkspace: section 3 "members with role"), read here by readMembers.
 */

const enc = encodeURIComponent;
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const ROLE_TYPES: readonly RoleType[] = ['OWNER', 'USER', 'VIEWER'];
const roleOf = (v: unknown): RoleType => {
  const role = text(v).toUpperCase();
  return (ROLE_TYPES as readonly string[]).includes(role) ? (role as RoleType) : 'VIEWER';
};
const listOf = (v: unknown) => (Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string') : []);

/** A member: the id under userId, id or _id; the name, or first and last name; an unknown role reads as VIEWER (the least). */
export function readMember(raw: unknown): Member {
  const m = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const user = (m.user && typeof m.user === 'object' ? m.user : {}) as Record<string, unknown>;
  const name = text(m.name) || [text(m.firstName ?? user.firstName), text(m.lastName ?? user.lastName)].filter(Boolean).join(' ');
  return {
    userId: text(m.userId) || text(m.id) || text(m._id) || text(user.id),
    email: text(m.email) || text(user.email),
    name,
    roleType: roleOf(m.roleType ?? m.role),
    capabilities: listOf(m.capabilities),
  };
}

export function readInvitation(raw: unknown): Invitation {
  const i = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    id: text(i.id) || text(i._id) || text(i.invitationId) || text(i.invitationCode),
    email: text(i.email),
    roleType: roleOf(i.roleType ?? i.role),
    capabilities: listOf(i.capabilities),
    sentAt: text(i.sentAt) || text(i.updatedAt) || text(i.createdAt) || undefined,
  };
}

/** The members and open invitations a workspace reply carries (`members`, `invitations`; also `users`, `pendingInvitations`). */
export function readMembers(workspace: unknown): { members: Member[]; invitations: Invitation[] } {
  const w = (workspace && typeof workspace === 'object' ? workspace : {}) as Record<string, unknown>;
  return {
    members: pickList<unknown>(w.members ?? w.users ?? []).map(readMember).filter((m) => m.userId),
    invitations: pickList<unknown>(w.invitations ?? w.pendingInvitations ?? []).map(readInvitation).filter((i) => i.id),
  };
}

export interface InviteRequest extends RoleChoice {
  /** The workspace's name ({ws}). */
  wsName: string;
  emails: string[];
}

/** The workspace ({ws}) and the role type the calls on one member or invitation carry (section 7). */
interface RoleOf {
  ws: string;
  roleType: RoleType;
}

export const membersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/workspace/users/invite: one e-mail per address; the reply lists the invitations. */
    inviteUsers: build.mutation<Invitation[], InviteRequest>({
      query: (body) => ({ url: '/api/workspace/users/invite', method: 'POST', data: body }),
      transformResponse: (reply: unknown) => pickList<unknown>(reply, 'invitations').map(readInvitation),
      invalidatesTags: ['Workspace', 'Member'],
    }),
    /**
     * PUT /api/workspace/{ws}/users/{userId} with {roleType, resendInvitation} (section 7): the role
     * only; a member has joined, so nothing is re-sent.
     */
    updateMemberRole: build.mutation<unknown, RoleOf & { userId: string }>({
      query: ({ ws, userId, roleType }) => ({ url: `/api/workspace/${enc(ws)}/users/${enc(userId)}`, method: 'PUT', data: { roleType, resendInvitation: false } }),
      invalidatesTags: ['Workspace', 'Member', 'User'],
    }),
    /** DELETE /api/workspace/{ws}/users/{userId} with {roleType, resendInvitation}: the member's current role. */
    removeMember: build.mutation<unknown, RoleOf & { userId: string }>({
      query: ({ ws, userId, roleType }) => ({ url: `/api/workspace/${enc(ws)}/users/${enc(userId)}`, method: 'DELETE', data: { roleType, resendInvitation: false } }),
      invalidatesTags: ['Workspace', 'Member'],
    }),
    /** PUT /api/workspace/{ws}/invitation/{id} with {roleType, resendInvitation: true}: the new role, and the e-mail again. */
    updateInvitation: build.mutation<unknown, RoleOf & { id: string }>({
      query: ({ ws, id, roleType }) => ({ url: `/api/workspace/${enc(ws)}/invitation/${enc(id)}`, method: 'PUT', data: { roleType, resendInvitation: true } }),
      invalidatesTags: ['Workspace', 'Member', 'Outbox'],
    }),
    /** DELETE /api/workspace/{ws}/invitation/{id} with {roleType, resendInvitation: true}: the invitation's role. */
    cancelInvitation: build.mutation<unknown, RoleOf & { id: string }>({
      query: ({ ws, id, roleType }) => ({ url: `/api/workspace/${enc(ws)}/invitation/${enc(id)}`, method: 'DELETE', data: { roleType, resendInvitation: true } }),
      invalidatesTags: ['Workspace', 'Member'],
    }),
  }),
});

export const {
  useInviteUsersMutation,
  useUpdateMemberRoleMutation,
  useRemoveMemberMutation,
  useUpdateInvitationMutation,
  useCancelInvitationMutation,
} = membersApi;
