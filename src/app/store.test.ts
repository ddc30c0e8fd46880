import { createAppStore } from './store';
import { userReceived } from '@/state/generalSlice';
import { hasPersistedUser, PERSISTED_STATE_KEY } from '@/lib/persistedUser';
import { FOREIGN_USER_FIELDS } from '@/test/foreignUserFields';

async function rehydrated(store: ReturnType<typeof createAppStore>['store']) {
  const started = Date.now();
  await vi.waitFor(() => expect((store.getState() as { _persist?: { rehydrated: boolean } })._persist?.rehydrated).toBe(true));
  return Date.now() - started;
}

describe('the persisted store (key root)', () => {
  it.each([
    ['corrupt JSON', '{not json'],
    ['another app\'s data', '{"theme":"dark","items":[1,2]}'],
    ['wrong field types', JSON.stringify({ general: JSON.stringify({ user: 5, workspace: 9, sidebarShow: 'x' }) })],
    ['a number', '42'],
  ])('starts with the initial state from %s, without waiting for the time-out', async (_name, stored) => {
    localStorage.setItem('persist:root', stored);
    const { store } = createAppStore();
    expect(await rehydrated(store)).toBeLessThan(2000);
    expect(store.getState().general).toMatchObject({ user: null, workspace: '', sidebarShow: true, inboxParams: {} });
  });

  it('starts with the initial state and keeps the user in memory when the storage is closed (private mode, a sandbox)', async () => {
    const closed = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('closed', 'SecurityError');
    });
    try {
      const { store, persistor } = createAppStore();
      expect(await rehydrated(store)).toBeLessThan(2000);
      store.dispatch(userReceived({ id: 'u1', email: 'a@b.co' }));
      await persistor.flush();
      expect(store.getState().general.user).toMatchObject({ email: 'a@b.co' });
    } finally {
      closed.mockRestore();
    }
    expect(localStorage.getItem('persist:root')).toBeNull();
  });

  it('restores a saved user and workspace', async () => {
    const general = { user: { id: 'u1', email: 'a@b.co', Roles: [] }, workspace: 'w', sidebarShow: false };
    localStorage.setItem('persist:root', JSON.stringify({ general: JSON.stringify(general), _persist: JSON.stringify({ version: 1, rehydrated: true }) }));
    const { store } = createAppStore();
    await rehydrated(store);
    expect(store.getState().general).toMatchObject(general);
  });

  it('stores the general state under persist:root without the password', async () => {
    const { store, persistor } = createAppStore();
    await rehydrated(store);
    store.dispatch(userReceived({ id: 'u1', email: 'a@b.co', password: 'Secret1!' } as never));
    await persistor.flush();
    const saved = localStorage.getItem('persist:root') ?? '';
    expect(saved).toContain('a@b.co');
    expect(saved).not.toContain('Secret1!');
    expect(JSON.parse(saved)).not.toHaveProperty('api');
  });

  it('stores what src/main.tsx reads, before any store, to choose the sign-in app or the staff app', async () => {
    const { store, persistor } = createAppStore();
    await rehydrated(store);
    await persistor.flush();
    expect(hasPersistedUser(localStorage.getItem(PERSISTED_STATE_KEY))).toBe(false);
    store.dispatch(userReceived({ id: 'u1', email: 'a@b.co' }));
    await persistor.flush();
    expect(hasPersistedUser(localStorage.getItem(PERSISTED_STATE_KEY))).toBe(true);
  });

  it('stores no secret of any name and no national ID, while the screens keep the ID in memory', async () => {
    const { store, persistor } = createAppStore();
    await rehydrated(store);
    const user = {
      id: 'u1',
      email: 'a@b.co',
      idNumber: '123456782',
      passwordHash: 'HASH-1',
      otpSecret: 'OTP-SECRET-1',
      accessToken: 'TOKEN-1',
      apiKey: 'KEY-1',
      pem: 'PEM-1',
      Roles: [{ roleType: 'OWNER', Workspace: { id: 'w1', name: 'gilboa-trade', emailHash: 'HASH-2' } }],
    };
    store.dispatch(userReceived(user as never));
    await persistor.flush();
    const saved = localStorage.getItem('persist:root') ?? '';
    expect(saved).toContain('gilboa-trade');
    for (const secret of ['123456782', 'HASH-1', 'OTP-SECRET-1', 'TOKEN-1', 'KEY-1', 'PEM-1', 'HASH-2']) expect(saved).not.toContain(secret);
    expect(store.getState().general.user?.idNumber).toBe('123456782');
  });

  it('writes only the allowed fields of the user: a token, a PIN, a card or an account number never reach localStorage', async () => {
    const { store, persistor } = createAppStore();
    await rehydrated(store);
    const user = { id: 'u1', email: 'a@b.co', ...FOREIGN_USER_FIELDS, Roles: [{ roleType: 'OWNER', Workspace: { id: 'w1', name: 'gilboa-trade', ...FOREIGN_USER_FIELDS } }] };
    store.dispatch(userReceived(user as never));
    await persistor.flush();
    const saved = localStorage.getItem('persist:root') ?? '';
    expect(saved).toContain('gilboa-trade');
    for (const value of Object.values(FOREIGN_USER_FIELDS)) expect(saved).not.toContain(value);
    for (const name of Object.keys(FOREIGN_USER_FIELDS)) expect(saved).not.toContain(name);
  });
});
