import { hasPersistedUser } from './persistedUser';
import { withPersistedUser } from './withPersistedUser';

// As redux-persist writes it: each slice is JSON text inside the root's JSON.
const stored = (general: unknown) => JSON.stringify({ general: JSON.stringify(general), _persist: JSON.stringify({ version: 1, rehydrated: true }) });

describe('withPersistedUser', () => {
  const user = { id: 'u1', email: 'owner@demo.co.il' };
  const general = (text: string) => JSON.parse(JSON.parse(text).general);
  it.each([
    ['no stored state', null],
    ['an empty text', ''],
    ['text that is not JSON', '{"general": '],
    ['JSON that is not an object', '"general"'],
    ['a general slice that is not JSON text', JSON.stringify({ general: '{user:' })],
    ['a signed-out state', stored({ user: null, workspace: '' })],
    ['another user signed in', stored({ user: { id: 'u2', email: 'other@demo.co.il' }, workspace: 'other' })],
  ])('%s: the result holds the user and the workspace, and the store would restore it', (_, text) => {
    const written = withPersistedUser(text, user, 'gilboa-trade');
    expect(hasPersistedUser(written)).toBe(true);
    expect(general(written)).toMatchObject({ user, workspace: 'gilboa-trade' });
    expect(JSON.parse(JSON.parse(written)._persist)).toMatchObject({ version: 1 });
  });

  it("keeps the slice's other fields and the root's other keys", () => {
    const text = JSON.stringify({ general: JSON.stringify({ user: null, sidebarUnfoldable: false }), other: '"x"', _persist: '{"version":1,"rehydrated":true}' });
    const written = JSON.parse(withPersistedUser(text, user, ''));
    expect(written.other).toBe('"x"');
    expect(written._persist).toBe('{"version":1,"rehydrated":true}');
    expect(JSON.parse(written.general)).toEqual({ user, workspace: '', sidebarUnfoldable: false });
  });
});
