import { baseApi } from './baseApi';
import { listIn, map } from './schema/fields';
import { defineReply } from './schema/reply';
import { orNull } from './schema/staffFields';
import { InvitationSchema } from './schema/workspace';
import type { Invitation, Member, RoleChoice } from './types/member';
import type { RoleType } from './types/user';
import type { Workspace } from './types/workspace';

/*
 * Spec section 7, "Workspace": the people of a workspace. POST /api/workspace/users/invite; PUT
 * and DELETE /api/workspace/{ws}/users/{userId}; PUT and DELETE /api/workspace/{ws}/invitation/{id}.
 * The members and open invitations themselves come with the workspace (GET /api/workspace/{id},
 * workspaceApi.getWorkspace: section 3 "members with role"), read by its schema (schema/workspace.ts).
 */

const enc = encodeURIComponent;

/** The members and open invitations of a workspace as its reply was read (schema/workspace.ts). */
export function readMembers(workspace: Workspace | undefined): { members: Member[]; invitations: Invitation[] } {
  const members = (workspace?.members ?? []).map((m) => ({ ...m, name: m.name ?? '', capabilities: m.capabilities ?? [] }));
  return { members, invitations: workspace?.invitations ?? [] };
}

/** {invitations: [...]}, also bare or under `data`; a reply without them is none (the e-mails went: a drift, not a failure). */
const invitedReply = defineReply('POST /api/workspace/users/invite', map(orNull(listIn(['invitations'], InvitationSchema)), (rows) => rows ?? []));

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
      responseSchema: invitedReply,
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
