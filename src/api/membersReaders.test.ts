// readMember and readMembers: the members and open invitations the workspace reply carries
// (GET /api/workspace/{id}; docs/backend-contract.md, "Workspace" and "Members and invitations").
import { readMember, readMembers } from './membersApi';
import type { Invitation, Member } from './types/member';

const noMember: Member = { userId: '', email: '', name: '', roleType: 'VIEWER', capabilities: [] };

describe('readMember', () => {
  it.each<[string, unknown, Member]>([
    ['the mock shape', { userId: 'u1', email: 'owner@demo.co.il', name: 'דנה כהן', roleType: 'OWNER', capabilities: ['sign', 'deposit'] },
      { userId: 'u1', email: 'owner@demo.co.il', name: 'דנה כהן', roleType: 'OWNER', capabilities: ['sign', 'deposit'] }],
    ['the id as a number, first and last name, the role lower-case under role', { id: 5, email: 'a@b.co', firstName: 'יוסי', lastName: 'לוי', role: 'user' },
      { userId: '5', email: 'a@b.co', name: 'יוסי לוי', roleType: 'USER', capabilities: [] }],
    ['the person under user, the id as _id', { _id: 'u7', roleType: 'VIEWER', user: { email: 'v@b.co', firstName: 'רות' } },
      { userId: 'u7', email: 'v@b.co', name: 'רות', roleType: 'VIEWER', capabilities: [] }],
    ['only user.id', { user: { id: 'u9', email: 'x@b.co', lastName: 'מזרחי' }, roleType: 'OWNER' },
      { userId: 'u9', email: 'x@b.co', name: 'מזרחי', roleType: 'OWNER', capabilities: [] }],
    ['null', null, noMember],
    ['a string', 'u1', noMember],
  ])('reads %s', (_name, raw, expected) => {
    expect(readMember(raw)).toEqual(expected);
  });

  it.each<[unknown]>([['ADMIN'], [''], [3], [null]])('reads the unknown role %j as VIEWER, the least', (role) => {
    expect(readMember({ userId: 'u1', roleType: role }).roleType).toBe('VIEWER');
  });

  it('keeps only the capabilities that are text, and none when they are not a list', () => {
    expect(readMember({ userId: 'u1', capabilities: ['sign', 7, null, 'print'] }).capabilities).toEqual(['sign', 'print']);
    expect(readMember({ userId: 'u1', capabilities: 'sign' }).capabilities).toEqual([]);
  });
});

describe('readMembers', () => {
  const owner = { userId: 'u1', email: 'owner@demo.co.il', name: 'דנה כהן', roleType: 'OWNER', capabilities: [] };
  const ownerRead: Member = { userId: 'u1', email: 'owner@demo.co.il', name: 'דנה כהן', roleType: 'OWNER', capabilities: [] };
  const invitation = { id: 'inv1', email: 'new@b.co', roleType: 'USER', capabilities: ['sign'], sentAt: '2026-03-01T10:00:00Z' };
  const invitationRead: Invitation = { id: 'inv1', email: 'new@b.co', roleType: 'USER', capabilities: ['sign'], sentAt: '2026-03-01T10:00:00Z' };

  it.each<[string, unknown, ReturnType<typeof readMembers>]>([
    ['members and invitations (the mock)', { name: 'gilboa-trade', members: [owner], invitations: [invitation] }, { members: [ownerRead], invitations: [invitationRead] }],
    ['users and pendingInvitations, the id as invitationCode', { users: [owner], pendingInvitations: [{ invitationCode: 'abc123', email: 'new@b.co', role: 'viewer' }] },
      { members: [ownerRead], invitations: [{ id: 'abc123', email: 'new@b.co', roleType: 'VIEWER', capabilities: [], sentAt: undefined }] }],
    ['lists wrapped under data', { members: { data: [owner] }, invitations: { data: [invitation] } }, { members: [ownerRead], invitations: [invitationRead] }],
    ['a workspace sent to who may not invite (no invitations)', { members: [owner] }, { members: [ownerRead], invitations: [] }],
    ['rows without an id, or no object (dropped)', { members: [{ name: 'no id' }, null, owner], invitations: [{ email: 'no id' }, 'x'] }, { members: [ownerRead], invitations: [] }],
    ['no workspace yet', undefined, { members: [], invitations: [] }],
    ['a string', 'gilboa-trade', { members: [], invitations: [] }],
  ])('reads %s', (_name, workspace, expected) => {
    expect(readMembers(workspace)).toEqual(expected);
  });
});
