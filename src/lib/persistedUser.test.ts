import { persistableUser } from './persistableUser';
import { hasPersistedUser } from './persistedUser';
import { FOREIGN_USER_FIELDS } from '@/test/foreignUserFields';

// As redux-persist writes it: each slice is JSON text inside the root's JSON.
const stored = (general: unknown) => JSON.stringify({ general: JSON.stringify(general), _persist: JSON.stringify({ version: 1, rehydrated: true }) });

describe('hasPersistedUser', () => {
  it.each([
    ['no stored state', null, false],
    ['an empty text', '', false],
    ['text that is not JSON', '{"general": ', false],
    ['JSON that is not an object', '"general"', false],
    ['an array', '[1]', false],
    ['no general slice', JSON.stringify({ _persist: '{}' }), false],
    ['a general slice that is not JSON text', JSON.stringify({ general: '{user:' }), false],
    ['a general slice stored as an object, not as text', JSON.stringify({ general: { user: { email: 'a@b.co' } } }), false],
    ['no user', stored({ user: null, workspace: '' }), false],
    ['a user that is a string', stored({ user: 'a@b.co' }), false],
    ['a user list', stored({ user: [{ email: 'a@b.co' }] }), false],
    ['a user without an e-mail (the store drops it)', stored({ user: { id: 'u1' } }), false],
    ['a signed-in user', stored({ user: { id: 'u1', email: 'owner@demo.co.il' }, workspace: 'gilboa-trade' }), true],
  ])('%s -> %s', (_, text, expected) => {
    expect(hasPersistedUser(text)).toBe(expected);
  });
});

describe('persistableUser (an allow-list)', () => {
  it('keeps who the user is, its roles and its choices, and nothing else, at any depth', () => {
    const user = {
      id: 'u1',
      email: 'dana@demo.co.il',
      firstName: 'דנה',
      lastName: 'לוי',
      phone: '0501234567',
      emailConfirmed: true,
      verificationMethod: null,
      capabilities: ['sign', 7],
      inboxColumns: { 'gilboa-trade': ['payee', 'amount'], other: 'x' },
      ...FOREIGN_USER_FIELDS,
      Roles: [{ roleType: 'OWNER', capabilities: ['print'], Workspace: { id: 'w1', name: 'gilboa-trade', companyName: 'גלבוע', ...FOREIGN_USER_FIELDS }, ...FOREIGN_USER_FIELDS }, null],
    };
    expect(persistableUser(user)).toEqual({
      id: 'u1',
      email: 'dana@demo.co.il',
      firstName: 'דנה',
      lastName: 'לוי',
      phone: '0501234567',
      emailConfirmed: true,
      verificationMethod: null,
      capabilities: ['sign'],
      inboxColumns: { 'gilboa-trade': ['payee', 'amount'] },
      Roles: [{ roleType: 'OWNER', capabilities: ['print'], Workspace: { id: 'w1', name: 'gilboa-trade', companyName: 'גלבוע' } }],
    });
  });

  it.each([
    ['a field of the list holding an object', { id: 'u1', email: 'a@b.co', phone: { cvv: 'CVV-1' } }, { id: 'u1', email: 'a@b.co' }],
    ['not an object', 'a@b.co', 'a@b.co'],
    ['null', null, null],
  ])('keeps only text in the text fields: %s', (_name, user, expected) => {
    expect(persistableUser(user)).toEqual(expected);
  });
});
