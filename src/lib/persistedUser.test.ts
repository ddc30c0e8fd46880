import { hasPersistedUser } from './persistedUser';

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
