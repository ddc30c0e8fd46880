import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { generalReducer } from '@/state/generalSlice';
import { serverCacheReset } from '@/state/serverCacheReset';

/** The state of every page: the general slice and RTK Query's cache (store.ts persists it, standaloneStore.ts does not). */
export const rootReducer = combineReducers({
  general: generalReducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

/** The middleware every store adds after Redux Toolkit's own. */
export const appMiddleware = [baseApi.middleware, serverCacheReset] as const;
