// The members and open invitations the workspace reply carries (GET /api/workspace/{id};
// docs/backend-contract.md, "Workspace" and "Members and invitations"), read by their schemas.
import { readMembers } from './membersApi';
import { defineReply } from './schema/reply';
import { InvitationSchema, MemberSchema, WorkspaceSchema } from './schema/workspace';
import type { Invitation, Member } from './types/member';

const readMember = defineReply('test member', MemberSchema).parse;
const readInvitation = defineReply('test invitation', InvitationSchema).parse;
const readWorkspace = defineReply('test workspace', WorkspaceSchema).parse;
const malformed = expect.objectContaining({ messageKey: 'errors.malformedReply' });

describe('MemberSchema', () => {
  it.each<[string, unknown, Member]>([
    ['the mock shape', { userId: 'u1', email: 'owner@demo.co.il', name: 'דנה כהן', roleType: 'OWNER', capabilities: ['sign', 'deposit'] },
      { userId: 'u1', email: 'owner@demo.co.il', name: 'דנה כהן', roleType: 'OWNER', capabilities: ['sign', 'deposit'] }],
    ['the id as a number, first and last name, the role lower-case under role', { id: 5, email: 'a@b.co', firstName: 'יוסי', lastName: 'לוי', role: 'user' },
      { userId: '5', email: 'a@b.co', name: 'יוסי לוי', roleType: 'USER', capabilities: [] }],
    ['the id as _id, an extra field left out', { _id: 'u7', roleType: 'VIEWER', email: 'v@b.co', firstName: 'רות', password: 'x' },
      { userId: 'u7', email: 'v@b.co', name: 'רות', roleType: 'VIEWER', capabilities: [] }],
  ])('reads %s', (_name, raw, expected) => {
    expect(readMember(raw)).toEqual(expected);
  });

  it.each<[string, unknown]>([['null', null], ['a string', 'u1'], ['no id', { email: 'a@b.co', roleType: 'OWNER' }], ['a list', [{ userId: 'u1' }]]])('refuses %s', (_name, raw) => {
    expect(() => readMember(raw)).toThrow(malformed);
  });

  it.each<[unknown]>([['ADMIN'], [''], [3], [null]])('reads the unknown role %j as VIEWER, the least', (role) => {
    expect(readMember({ userId: 'u1', roleType: role }).roleType).toBe('VIEWER');
  });

  it('keeps only the capabilities that are text, and none when they are not a list', () => {
    expect(readMember({ userId: 'u1', capabilities: ['sign', 7, null, 'print'] }).capabilities).toEqual(['sign', '7', 'print']);
    expect(readMember({ userId: 'u1', capabilities: 'sign' }).capabilities).toEqual([]);
  });
});

describe('InvitationSchema', () => {
  it.each<[string, unknown, Invitation]>([
    ['the mock shape', { id: 'inv1', email: 'new@b.co', roleType: 'USER', capabilities: ['sign'], sentAt: '2026-03-01T10:00:00Z' },
      { id: 'inv1', email: 'new@b.co', roleType: 'USER', capabilities: ['sign'], sentAt: '2026-03-01T10:00:00Z' }],
    ['the id as invitationCode, the role under role, sentAt as updatedAt', { invitationCode: 'abc123', email: 'new@b.co', role: 'viewer', updatedAt: '2026-03-02' },
      { id: 'abc123', email: 'new@b.co', roleType: 'VIEWER', capabilities: [], sentAt: '2026-03-02' }],
  ])('reads %s', (_name, raw, expected) => {
    expect(readInvitation(raw)).toEqual(expected);
  });

  it('refuses an invitation without its id (its paths need it)', () => {
    expect(() => readInvitation({ email: 'new@b.co' })).toThrow(malformed);
  });
});

describe('readMembers: the workspace reply\'s people', () => {
  const owner = { userId: 'u1', email: 'owner@demo.co.il', name: 'דנה כהן', roleType: 'OWNER', capabilities: [] };
  const ownerRead: Member = { userId: 'u1', email: 'owner@demo.co.il', name: 'דנה כהן', roleType: 'OWNER', capabilities: [] };
  const invitation = { id: 'inv1', email: 'new@b.co', roleType: 'USER', capabilities: ['sign'], sentAt: '2026-03-01T10:00:00Z' };

  it.each<[string, Record<string, unknown>, number, number]>([
    ['members and invitations (the mock)', { members: [owner], invitations: [invitation] }, 1, 1],
    ['users and pendingInvitations', { users: [owner], pendingInvitations: [invitation] }, 1, 1],
    ['a workspace sent to who may not invite (no invitations)', { members: [owner] }, 1, 0],
    ['rows without an id, or null (dropped)', { members: [{ name: 'no id' }, null, owner], invitations: [null, invitation] }, 1, 1],
    ['members as an object (left out, the workspace kept)', { members: { data: [owner] } }, 0, 0],
  ])('reads %s', (_name, people, members, invitations) => {
    const read = readMembers(readWorkspace({ id: 'w1', name: 'gilboa-trade', ...people }));
    expect([read.members.length, read.invitations.length]).toEqual([members, invitations]);
    if (members) expect(read.members[0]).toEqual(ownerRead);
  });

  it('reads no workspace yet as nobody', () => {
    expect(readMembers(undefined)).toEqual({ members: [], invitations: [] });
  });
});
