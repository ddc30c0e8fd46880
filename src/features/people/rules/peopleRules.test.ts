import { choiceOf, emailsToInvite, invalidEmails, roleToSend, withRole } from './peopleRules';

const ALL = ['print', 'deposit', 'sign', 'edit', 'paymentRequests'];

describe('role choices', () => {
  it.each<[string, Parameters<typeof withRole>[0], Parameters<typeof withRole>[1], ReturnType<typeof withRole>]>([
    ['to OWNER: every capability', { roleType: 'USER', capabilities: ['sign'] }, 'OWNER', { roleType: 'OWNER', capabilities: ALL }],
    ['to VIEWER: none', { roleType: 'USER', capabilities: ['sign'] }, 'VIEWER', { roleType: 'VIEWER', capabilities: [] }],
    ['USER to USER keeps the choice', { roleType: 'USER', capabilities: ['sign'] }, 'USER', { roleType: 'USER', capabilities: ['sign'] }],
    ['VIEWER to USER starts with editing', { roleType: 'VIEWER', capabilities: [] }, 'USER', { roleType: 'USER', capabilities: ['edit'] }],
  ])('%s', (_label, from, to, expected) => {
    expect(withRole(from, to)).toEqual(expected);
  });

  it('sends our capability names, whatever the backend spelled', () => {
    expect(roleToSend({ roleType: 'USER', capabilities: ['SIGNING', 'can_print', 'fly'] }).capabilities.sort()).toEqual(['print', 'sign']);
    expect(roleToSend({ roleType: 'VIEWER', capabilities: ['sign'] })).toEqual({ roleType: 'VIEWER', capabilities: [] });
  });

  it('starts an editor from a member as the backend describes them', () => {
    expect(choiceOf({ roleType: 'USER', capabilities: ['all_capabilities'] }).capabilities.sort()).toEqual([...ALL].sort());
    expect(choiceOf({ roleType: 'OWNER', capabilities: [] })).toEqual({ roleType: 'OWNER', capabilities: ALL });
  });
});

describe('invitation e-mails (spec section 5)', () => {
  it.each<[string, string[]]>([
    ['a@b.co.il, c@d.com', []],
    ['a@b.co.il, nope, c@d', ['nope', 'c@d']],
    [' , a@b.co.il ,', []],
    ['a b@c.com', ['a b@c.com']],
  ])('%j: invalid %j', (list, invalid) => {
    expect(invalidEmails(list)).toEqual(invalid);
  });

  it('invites each address once', () => {
    expect(emailsToInvite('A@b.co.il, a@B.co.il, c@d.com')).toEqual(['A@b.co.il', 'c@d.com']);
  });
});
