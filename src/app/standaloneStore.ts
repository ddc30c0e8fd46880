import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { generalReducer } from '@/state/generalSlice';
import type { AppStore } from './store';

/**
 * The store of a payer's or a signer's page (spec section 2: no session, no shell): the general
 * state only, kept in memory. No redux-persist, so no rehydration wait before the first screen and
 * none of its code in the payer's first download; no RTK Query either: these pages call the
 * backend with plain calls (docs/architecture.md, "Pages opened from a link call the backend
 * without RTK Query"), so the store needs neither baseApi's reducer nor its middleware (issue #14).
 */
export function createStandaloneStore(): AppStore {
  const store = configureStore({
    reducer: combineReducers({ general: generalReducer }),
    devTools: import.meta.env.DEV,
  });
  // The app's store also holds RTK Query's cache (and redux-persist's `_persist` marker), which no
  // screen of these pages reads.
  return store as unknown as AppStore;
}
