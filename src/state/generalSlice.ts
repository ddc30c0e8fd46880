import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@/api/types/user';
import { findActiveRole, nextActiveWorkspace } from '@/lib/activeWorkspace';
import { stripSecrets } from '@/lib/secrets';

/** Spec section 2: the general client state, persisted under the key `root`. */
export interface GeneralState {
  user: User | null;
  workspace: string;
  /** The sidebar shows its labels (true, the default); false: icons only, labels as tooltips. */
  sidebarUnfoldable: boolean;
  sidebarShow: boolean;
  inboxParams: Record<string, unknown>;
  pageTitle: string;
  isNavPage: string;
}

export const initialGeneralState: GeneralState = {
  user: null,
  workspace: '',
  sidebarUnfoldable: true,
  sidebarShow: true,
  inboxParams: {},
  pageTitle: '',
  isNavPage: '',
};

const generalSlice = createSlice({
  name: 'general',
  initialState: initialGeneralState,
  reducers: {
    /** A reply carried the current user: store it (without secrets) and apply section 4's rule. */
    userReceived(state, action: PayloadAction<User>) {
      const user = stripSecrets(action.payload);
      state.workspace = nextActiveWorkspace(state.user, user, state.workspace);
      state.user = user;
    },
    /** The user switched workspace: the server cache is reset too (state/serverCacheReset.ts). */
    workspaceSelected(state, action: PayloadAction<string>) {
      state.workspace = action.payload;
    },
    /**
     * Logout or a 401 (spec section 8): the user and the workspace are cleared, and the server
     * cache is reset too (state/serverCacheReset.ts).
     */
    sessionEnded(state) {
      state.user = null;
      state.workspace = '';
    },
    sidebarShowSet(state, action: PayloadAction<boolean>) {
      state.sidebarShow = action.payload;
    },
    sidebarUnfoldableSet(state, action: PayloadAction<boolean>) {
      state.sidebarUnfoldable = action.payload;
    },
    inboxParamsSet(state, action: PayloadAction<Record<string, unknown> | null | undefined>) {
      state.inboxParams = action.payload ? { ...action.payload } : {};
    },
    pageTitleSet(state, action: PayloadAction<string>) {
      state.pageTitle = action.payload;
    },
    isNavPageSet(state, action: PayloadAction<string>) {
      state.isNavPage = action.payload;
    },
  },
});

export const {
  userReceived,
  workspaceSelected,
  sessionEnded,
  sidebarShowSet,
  sidebarUnfoldableSet,
  inboxParamsSet,
  pageTitleSet,
  isNavPageSet,
} = generalSlice.actions;
export const generalReducer = generalSlice.reducer;

/**
 * The server refused a call (403): the roles the client holds may be out of date. No state of its
 * own; the signed-in store fetches the user again (state/serverCacheReset.ts); a page opened from
 * a link has no user to fetch.
 */
export const accessRefused = createAction('general/accessRefused');

type WithGeneral = { general: GeneralState };
export const selectUser = (s: WithGeneral) => s.general.user;
export const selectWorkspace = (s: WithGeneral) => s.general.workspace;
export const selectSidebarShow = (s: WithGeneral) => s.general.sidebarShow;
export const selectSidebarUnfoldable = (s: WithGeneral) => s.general.sidebarUnfoldable;
export const selectInboxParams = (s: WithGeneral) => s.general.inboxParams;
export const selectPageTitle = (s: WithGeneral) => s.general.pageTitle;

/** The role of `ws` (a workspace name or id) in the user's Roles: the one rule (lib/activeWorkspace). */
export const selectActiveRole = (s: WithGeneral) => findActiveRole(s.general.user, s.general.workspace);

/** The active workspace's id for request bodies ({wsId}); its name when the roles do not say. */
export const selectActiveWorkspaceId = (s: WithGeneral) => selectActiveRole(s)?.Workspace.id ?? s.general.workspace;

/** A workspace as people know it: its company name, else its identifier (the backend's {ws}). */
export const workspaceTitle = (user: User | null, ws: string) => findActiveRole(user, ws)?.Workspace.companyName || ws;

export const selectWorkspaceTitle = (s: WithGeneral) => workspaceTitle(s.general.user, s.general.workspace);
