import type { Middleware } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { selectWorkspace, sessionEnded, workspaceSelected, type GeneralState } from './generalSlice';

/**
 * Server data belongs to one user in one workspace: the two store events that change either,
 * `sessionEnded` (logout, 401) and `workspaceSelected` (to another workspace), also empty the
 * RTK Query cache, so no screen has to remember to (docs/architecture.md).
 */
export const serverCacheReset: Middleware<object, { general: GeneralState }> = (store) => (next) => (action) => {
  const before = selectWorkspace(store.getState());
  const result = next(action);
  const switched = workspaceSelected.match(action) && action.payload !== before;
  if (sessionEnded.match(action) || switched) store.dispatch(baseApi.util.resetApiState());
  return result;
};
