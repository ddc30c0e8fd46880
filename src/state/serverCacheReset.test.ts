import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { generalReducer, sessionEnded, userReceived, workspaceSelected } from './generalSlice';
import { serverCacheReset } from './serverCacheReset';

function recordingStore() {
  const seen: string[] = [];
  const record: Middleware = () => (next) => (action) => {
    seen.push((action as { type: string }).type);
    return next(action);
  };
  const store = configureStore({
    reducer: combineReducers({ general: generalReducer, [baseApi.reducerPath]: baseApi.reducer }),
    middleware: (getDefault) => getDefault().concat(record, baseApi.middleware, serverCacheReset),
  });
  const resets = () => seen.filter((type) => type === baseApi.util.resetApiState().type).length;
  return { store, resets };
}

describe('serverCacheReset', () => {
  it('empties the server cache when another workspace is chosen and when the session ends', () => {
    const { store, resets } = recordingStore();
    store.dispatch(workspaceSelected('gilboa-trade'));
    store.dispatch(workspaceSelected('dana-private'));
    expect(resets()).toBe(2);
    store.dispatch(sessionEnded());
    expect(resets()).toBe(3);
  });

  it('keeps the cache when the same workspace is chosen again', () => {
    const { store, resets } = recordingStore();
    store.dispatch(workspaceSelected('gilboa-trade'));
    store.dispatch(workspaceSelected('gilboa-trade'));
    expect(resets()).toBe(1);
  });

  it("empties it when a reply's user moves the active workspace (section 4), not when signing in", async () => {
    const { store, resets } = recordingStore();
    const role = (name: string) => ({ roleType: 'OWNER' as const, Workspace: { id: name, name } });
    store.dispatch(userReceived({ id: 'u1', email: 'a@b.co.il', Roles: [role('gilboa-trade')] }));
    expect(resets()).toBe(0);
    // A workspace created or joined: one role more, the new one becomes active.
    store.dispatch(userReceived({ id: 'u1', email: 'a@b.co.il', Roles: [role('gilboa-trade'), role('new-ws')] }));
    expect(store.getState().general.workspace).toBe('new-ws');
    // Right after the call that carried the user has settled.
    expect(resets()).toBe(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(resets()).toBe(1);
    store.dispatch(userReceived({ id: 'u1', email: 'a@b.co.il', Roles: [role('gilboa-trade'), role('new-ws')] }));
    expect(resets()).toBe(1);
  });
});
