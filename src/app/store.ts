import { configureStore } from '@reduxjs/toolkit';
import {
  persistReducer,
  persistStore,
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Transform,
  type Storage,
} from 'redux-persist';
import { safeDeserialize, sanitizeGeneral } from '@/state/persistedState';
import { persistableUser } from '@/lib/persistableUser';
import type { GeneralState } from '@/state/generalSlice';
import { PERSIST_TIMEOUT_MS } from '@/lib/timeouts';
import { appMiddleware, rootReducer } from './rootReducer';

type PersistedRoot = { general?: unknown; _persist?: { version: number; rehydrated: boolean } };

// On the way to storage: only the fields of the user a reload needs, by an allow-list
// (localStorage outlives the session, and another script or person on this computer reads it);
// the memory copy keeps what the screens need until the page goes.
type RootShape = ReturnType<typeof rootReducer>;
// (What redux-persist's createTransform would make, written out: the whitelist above lets only `general` through.)
const withoutSecrets: Transform<GeneralState, GeneralState, RootShape, RootShape> = {
  in: (general) => ({ ...general, user: general.user ? persistableUser(general.user) : null }),
  out: (stored) => stored,
};

// localStorage as redux-persist's storage: what its 'redux-persist/es/storage' makes (whose probe and
// fallback came with the home's first load), written out. A closed storage (private mode, a sandboxed
// frame) reads nothing and keeps nothing; a full one refuses the write, which redux-persist reports.
const closedOrLocal = (): globalThis.Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};
const storage: Storage = {
  getItem: async (key: string) => closedOrLocal()?.getItem(key) ?? null,
  setItem: async (key: string, value: string) => closedOrLocal()?.setItem(key, value),
  removeItem: async (key: string) => closedOrLocal()?.removeItem(key),
};

const persistConfig = {
  key: 'root',
  version: 1,
  storage,
  whitelist: ['general'],
  transforms: [withoutSecrets],
  timeout: PERSIST_TIMEOUT_MS,
  deserialize: safeDeserialize,
  // Every restore goes through the sanitizer, whatever the stored version says (version 1 has had no
  // migration: redux-persist's createMigrate with none is not needed for that).
  migrate: async (state: PersistedRoot | undefined) => {
    if (!state || typeof state !== 'object') return undefined as never;
    return { ...state, general: sanitizeGeneral(state.general) } as never;
  },
};

/**
 * The staff app's store, restored from storage. `onRestored` runs once the stored state is in
 * (redux-persist's REHYDRATE replaces the `general` slice, so whatever must win over the stored
 * state, e.g. the user the sign-in app just received, is dispatched there: App.tsx).
 */
export function createAppStore(onRestored?: () => void) {
  const store = configureStore({
    reducer: persistReducer(persistConfig, rootReducer),
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(...appMiddleware),
    // RTK connects to the Redux DevTools extension whenever it is installed; a production page
    // must not hand its state (the user, cheques) to an extension.
    devTools: import.meta.env.DEV,
  });
  const persistor = persistStore(store, null, onRestored);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
