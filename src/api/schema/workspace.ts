import type { Workspace, WorkspaceMember, WorkspaceSettings } from '../types/workspace';
import type { Invitation, Member } from '../types/member';
import { alias, id, list, map, num, obj, oneOf, opt, text, texts, type Schema } from './fields';
import { roleType } from './user';

/*
 * GET /api/workspace/{id} and /api/workspace/all (spec section 3, Workspace): the workspace, its
 * settings, and its members and open invitations (the people screen's).
 */

const name = (value: { name?: string; firstName?: string; lastName?: string }) =>
  value.name || [value.firstName, value.lastName].filter(Boolean).join(' ');

/** A member: the id under userId, id or _id (or its user's); the name, or first and last name; `role` for roleType. */
export const MemberSchema: Schema<Member> = map(
  alias(
    obj({
      userId: id(),
      email: opt(text(), () => ''),
      name: opt(text()),
      firstName: opt(text()),
      lastName: opt(text()),
      roleType: opt(roleType(), () => 'VIEWER' as const),
      capabilities: opt(texts(), () => []),
    }),
    { userId: ['id', '_id'], roleType: ['role'] },
  ),
  (m) => ({ userId: m.userId, email: m.email, name: name(m), roleType: m.roleType, capabilities: m.capabilities }),
);

/** An open invitation; its id also as invitationId or invitationCode, sentAt also updatedAt / createdAt. */
export const InvitationSchema: Schema<Invitation> = alias(
  obj({
    id: id(),
    email: opt(text(), () => ''),
    roleType: opt(roleType(), () => 'VIEWER' as const),
    capabilities: opt(texts(), () => []),
    sentAt: opt(text()),
  }),
  { id: ['_id', 'invitationId', 'invitationCode'], roleType: ['role'], sentAt: ['updatedAt', 'createdAt'] },
);

export const WorkspaceSettingsSchema: Schema<WorkspaceSettings> = obj({
  days_to_delete_check: opt(num()),
  singleCheckAmountLimit: opt(num()),
  dailyCheckAmountLimit: opt(num()),
  amount_of_signators: opt(num()),
  defaultSendingMethodTo: opt(text()),
  defaultSendingMethodFrom: opt(text()),
  defaultSendingTime: opt(oneOf(['immediate', 'end_of_month'] as const)),
  defaultChecksDestination: opt(text()),
});

const memberOfWorkspace: Schema<WorkspaceMember & Member> = MemberSchema;

export const WorkspaceSchema: Schema<Workspace> = alias(
  obj({
    id: id(),
    name: id(),
    companyName: opt(text()),
    companySlug: opt(text()),
    hetpey: opt(text()),
    address: opt(text()),
    phone: opt(text()),
    logo: opt(text()),
    type: opt(oneOf(['PRIVATE', 'BUSINESS'] as const, (x) => x.toUpperCase())),
    members: opt(list(memberOfWorkspace)),
    invitations: opt(list(InvitationSchema)),
    checkInFields: opt(texts()),
    daysToCancel: opt(num()),
    checkSettings: opt(WorkspaceSettingsSchema),
    credits: opt(num()),
  }),
  { id: ['_id', 'wsId'], name: ['companySlug', 'slug'], members: ['users'], invitations: ['pendingInvitations'], checkSettings: ['settings'] },
);
