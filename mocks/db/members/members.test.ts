import { http, signIn } from '../../testing/mockHttp';
import { DENIALS as DENIAL_MESSAGES } from '../rules/permissions';
import { db } from '../database';

const WS = 'gilboa-trade';
const as = (email: string) => {
  signIn(email);
};
async function outcome(request: Promise<{ data: unknown }>): Promise<[number | null, unknown]> {
  try {
    return [200, (await request).data];
  } catch (error) {
    const e = error as { status: number | null; message: string };
    return [e.status, e.message];
  }
}
const invite = (emails: unknown, roleType = 'USER', capabilities: string[] = ['edit']) =>
  http.post('/api/workspace/users/invite', { wsName: WS, emails, roleType, capabilities });

describe('people of a workspace in the mock', () => {
  it('invites each address: an invitation, an e-mail with its link, and the same link answers for the invited', async () => {
    as('owner@demo.co.il');
    const [status, reply] = await outcome(invite(['a.new@demo.co.il', 'b.new@demo.co.il'], 'VIEWER', ['sign']));
    expect(status).toBe(200);
    expect((reply as { invitations: unknown[] }).invitations).toEqual([
      expect.objectContaining({ email: 'a.new@demo.co.il', roleType: 'VIEWER', capabilities: [] }),
      expect.objectContaining({ email: 'b.new@demo.co.il', roleType: 'VIEWER', capabilities: [] }),
    ]);
    const mail = db.outbox.find((m) => m.to === 'a.new@demo.co.il' && m.kind === 'invitation')!;
    expect(mail.link).toMatch(/^\/invitation\/inv\d{8}$/);
    const [, answer] = await outcome(http.get(`/api/user/${mail.link!.slice(1)}`));
    expect(answer).toMatchObject({ success: 3, email: 'a.new@demo.co.il' });
  });

  it.each<[string, unknown, number, string]>([
    ['one invalid address refuses the list', ['ok@demo.co.il', 'nope'], 400, 'Invalid data structure'],
    ['an empty list', [], 400, 'Invalid data structure'],
    ['a member already', ['user@demo.co.il'], 409, 'The user already exists: user@demo.co.il'],
  ])('%s', async (_label, emails, status, message) => {
    as('owner@demo.co.il');
    expect(await outcome(invite(emails))).toEqual([status, message]);
  });

  it('refuses an unknown role type', async () => {
    as('owner@demo.co.il');
    expect(await outcome(invite(['x@demo.co.il'], 'ADMIN'))).toEqual([400, 'Invalid data structure']);
  });

  it.each([
    ['user@demo.co.il', DENIAL_MESSAGES.inviteUsers],
    ['viewer@demo.co.il', DENIAL_MESSAGES.inviteUsers],
  ])('refuses %s inviting, with the section-6 message', async (email, message) => {
    as(email);
    expect(await outcome(invite(['x@demo.co.il']))).toEqual([403, message]);
  });

  it('says "Creating users is unavailable right now" when switched off, and "Email must be confirmed" first', async () => {
    as('owner@demo.co.il');
    await http.post('/api/__dev/unavailable', { what: 'users', on: true });
    expect(await outcome(invite(['x@demo.co.il']))).toEqual([503, 'Creating users is unavailable right now']);
    db.users.find((u) => u.id === 'u1')!.emailConfirmed = false;
    expect(await outcome(invite(['x@demo.co.il']))).toEqual([400, 'Email must be confirmed before the action']);
  });

  it('changes a role with section 7\'s body, and the member acts by it at once', async () => {
    as('owner@demo.co.il');
    expect((await outcome(http.put(`/api/workspace/${WS}/users/u3`, { roleType: 'USER', resendInvitation: false })))[0]).toBe(200);
    expect(db.memberships.find((m) => m.userId === 'u3' && m.wsId === 'w1')).toMatchObject({ roleType: 'USER', capabilities: ['edit'] });
    as('viewer@demo.co.il');
    const [, reply] = await outcome(http.get('/api/user'));
    expect((reply as { user: { Roles: unknown[] } }).user.Roles).toEqual([expect.objectContaining({ roleType: 'USER' })]);
  });

  it('keeps a user\'s capabilities across a change of role call, and refuses a flag that is not a boolean', async () => {
    as('owner@demo.co.il');
    db.memberships.find((m) => m.userId === 'u2' && m.wsId === 'w1')!.capabilities = ['sign', 'deposit'];
    expect((await outcome(http.put(`/api/workspace/${WS}/users/u2`, { roleType: 'USER', resendInvitation: false })))[0]).toBe(200);
    expect(db.memberships.find((m) => m.userId === 'u2' && m.wsId === 'w1')).toMatchObject({ roleType: 'USER', capabilities: ['deposit', 'sign'] });
    expect(await outcome(http.put(`/api/workspace/${WS}/users/u2`, { roleType: 'VIEWER', resendInvitation: 'yes' }))).toEqual([400, 'Invalid data structure']);
    expect((await outcome(http.put(`/api/workspace/${WS}/users/u2`, { roleType: 'OWNER', resendInvitation: false })))[0]).toBe(200);
    expect(db.memberships.find((m) => m.userId === 'u2' && m.wsId === 'w1')).toMatchObject({ roleType: 'OWNER', capabilities: ['all_capabilities'] });
  });

  it('never leaves a workspace without an owner, and nobody removes themselves', async () => {
    as('owner@demo.co.il');
    expect(await outcome(http.put(`/api/workspace/${WS}/users/u1`, { roleType: 'USER' }))).toEqual([403, 'Owner permission required']);
    expect((await outcome(http.delete(`/api/workspace/${WS}/users/u1`, { data: { roleType: 'OWNER', resendInvitation: false } })))[0]).toBe(403);
  });

  it('removes a member: their next call in the workspace is refused, and their workspaces lose it', async () => {
    as('owner@demo.co.il');
    expect((await outcome(http.delete(`/api/workspace/${WS}/users/u2`, { data: { roleType: 'USER', resendInvitation: false } })))[0]).toBe(200);
    as('user@demo.co.il');
    expect(await outcome(http.get(`/api/check/search/${WS}`))).toEqual([403, DENIAL_MESSAGES.chequeView]);
    const [, all] = await outcome(http.get('/api/workspace/all'));
    expect((all as { workspaces: unknown[] }).workspaces).toEqual([]);
  });

  it('changes and re-sends an invitation, or cancels it: its link then fails', async () => {
    as('owner@demo.co.il');
    await invite(['c.new@demo.co.il'], 'USER', ['sign', 'edit']);
    const code = db.outbox[0].link!.split('/').pop()!;
    const before = db.outbox.length;
    // A new role without capabilities (section 7's body): a USER invitation keeps those it was sent with.
    expect(await outcome(http.put(`/api/workspace/${WS}/invitation/${code}`, { roleType: 'USER', resendInvitation: true }))).toEqual([200, { invitation: expect.objectContaining({ roleType: 'USER', capabilities: ['sign', 'edit'] }) }]);
    const [status, reply] = await outcome(http.put(`/api/workspace/${WS}/invitation/${code}`, { roleType: 'VIEWER', resendInvitation: true }));
    expect(status).toBe(200);
    expect(reply).toMatchObject({ invitation: { roleType: 'VIEWER', capabilities: [] } });
    expect(db.outbox).toHaveLength(before + 2);
    expect((await outcome(http.delete(`/api/workspace/${WS}/invitation/${code}`, { data: { roleType: 'VIEWER', resendInvitation: true } })))[0]).toBe(200);
    expect((await outcome(http.get(`/api/user/invitation/${code}`)))[1]).toMatchObject({ success: false, error: 'Invitation not found or cancelled' });
  });

  it('lists members with roles for everyone, open invitations only for who may invite', async () => {
    as('owner@demo.co.il');
    await invite(['d.new@demo.co.il']);
    const [, ownerView] = await outcome(http.get(`/api/workspace/${WS}`));
    expect((ownerView as { workspace: { members: unknown[]; invitations: unknown[] } }).workspace.members).toContainEqual(
      expect.objectContaining({ userId: 'u3', email: 'viewer@demo.co.il', roleType: 'VIEWER' }),
    );
    expect((ownerView as { workspace: { invitations: unknown[] } }).workspace.invitations).toContainEqual(expect.objectContaining({ email: 'd.new@demo.co.il' }));
    // The demo tells no lies: the owner, a member, is not his own open invitation.
    expect((ownerView as { workspace: { invitations: unknown[] } }).workspace.invitations).not.toContainEqual(expect.objectContaining({ email: 'owner@demo.co.il' }));
    as('viewer@demo.co.il');
    const [, viewerView] = await outcome(http.get(`/api/workspace/${WS}`));
    expect((viewerView as { workspace: Record<string, unknown> }).workspace.invitations).toBeUndefined();
  });
});

describe('new workspaces in the mock', () => {
  const create = (body: object) => http.post('/api/workspace/create', body);

  it('creates a business workspace owned by its creator; the reply carries the user with the new role', async () => {
    as('user@demo.co.il');
    const [status, reply] = await outcome(create({ type: 'BUSINESS', companyName: 'כרמל שיווק', companySlug: 'carmel', hetpey: '516000007' }));
    expect(status).toBe(200);
    const { workspace, user } = reply as { workspace: { name: string; type: string }; user: { Roles: Array<{ roleType: string; Workspace: { name: string } }> } };
    expect(workspace).toMatchObject({ name: 'carmel', type: 'BUSINESS' });
    expect(user.Roles.at(-1)).toMatchObject({ roleType: 'OWNER', Workspace: { name: 'carmel' } });
  });

  it.each<[string, object, string]>([
    ['a taken identifier', { type: 'PRIVATE', companyName: 'חדש', companySlug: 'gilboa-trade' }, 'companySlug already exists'],
    ['a taken company name', { type: 'PRIVATE', companyName: 'גלבוע סחר בע״מ', companySlug: 'other' }, 'Workspace already exists'],
    ['a business without a valid company number', { type: 'BUSINESS', companyName: 'חדש', companySlug: 'other', hetpey: '123' }, 'Invalid data structure'],
    ['a bad identifier', { type: 'PRIVATE', companyName: 'חדש', companySlug: 'a b' }, 'Invalid data structure'],
    ['no type', { companyName: 'חדש', companySlug: 'other' }, 'Invalid data structure'],
  ])('refuses %s', async (_label, body, message) => {
    as('owner@demo.co.il');
    expect(await outcome(create(body))).toEqual([400, message]);
  });

  it('says "Workspace creation currently unavailable" when switched off', async () => {
    as('owner@demo.co.il');
    await http.post('/api/__dev/unavailable', { what: 'workspaces', on: true });
    expect(await outcome(create({ type: 'PRIVATE', companyName: 'חדש', companySlug: 'other' }))).toEqual([503, 'Workspace creation currently unavailable']);
  });
});
