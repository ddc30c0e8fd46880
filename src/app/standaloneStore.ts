import { configureStore } from '@reduxjs/toolkit';
import type { AppStore } from './store';
import { appMiddleware, rootReducer } from './rootReducer';

/**
 * The store of a payer's or a signer's page (spec section 2: no session, no shell): the same
 * state, kept in memory only. No redux-persist, so no rehydration wait before the first screen
 * and none of its code in the payer's first download (issue #14).
 */
export function createStandaloneStore(): AppStore {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(...appMiddleware),
    devTools: import.meta.env.DEV,
  });
  // The persisted store's state also carries redux-persist's `_persist` marker, which no screen reads.
  return store as unknown as AppStore;
}
