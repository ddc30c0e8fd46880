import type { Middleware } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { accessRefused, selectWorkspace, sessionEnded, workspaceSelected, type GeneralState } from './generalSlice';

/**
 * Server data belongs to one user in one workspace: `sessionEnded` (logout, 401) and any change
 * of the active workspace empty the RTK Query cache, so no screen has to remember to
 * (docs/architecture.md). The workspace changes by `workspaceSelected` (the switcher) and by
 * `userReceived` (section 4's rule: a workspace created or joined, a role removed). A refusal
 * (`accessRefused`, a 403) fetches the user again, so the menu and the buttons follow the server.
 */
export const serverCacheReset: Middleware<object, { general: GeneralState }> = (store) => (next) => (action) => {
  const before = selectWorkspace(store.getState());
  const result = next(action);
  const after = selectWorkspace(store.getState());
  const reset = () => store.dispatch(baseApi.util.resetApiState());
  if (accessRefused.match(action)) store.dispatch(baseApi.util.invalidateTags(['User']));
  if (sessionEnded.match(action) || (workspaceSelected.match(action) && after !== before)) reset();
  // Moved by a reply's user (from no workspace, signing in, there is nothing to forget): the call
  // that carried it is still settling, and a reset now would fail it; so right after it.
  else if (before && after !== before) setTimeout(reset, 0);
  return result;
};
