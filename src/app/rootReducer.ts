import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { generalReducer } from '@/state/generalSlice';
import { serverCacheReset } from '@/state/serverCacheReset';

/** The signed-in app's state: the general slice and RTK Query's cache (store.ts; a page opened from a link has no store, StandaloneApp.tsx). */
export const rootReducer = combineReducers({
  general: generalReducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

/** The middleware every store adds after Redux Toolkit's own. */
export const appMiddleware = [baseApi.middleware, serverCacheReset] as const;
