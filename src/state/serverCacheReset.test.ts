import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { generalReducer, sessionEnded, workspaceSelected } from './generalSlice';
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
});
