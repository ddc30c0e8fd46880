import type { User } from '@/api/types/user';
import {
  generalReducer,
  initialGeneralState,
  inboxParamsSet,
  sessionEnded,
  userReceived,
  workspaceSelected,
  sidebarShowSet,
  sidebarUnfoldableSet,
  pageTitleSet,
  isNavPageSet,
} from './generalSlice';

const role = (name: string) => ({ roleType: 'OWNER' as const, Workspace: { id: name, name } });
const user = (...workspaces: string[]): User => ({ id: 'u1', email: 'a@b.co', Roles: workspaces.map(role) });

describe('the general state (spec section 2)', () => {
  it('starts with the documented defaults', () => {
    expect(generalReducer(undefined, { type: '@@init' })).toEqual({
      user: null,
      workspace: '',
      sidebarUnfoldable: true,
      sidebarShow: true,
      inboxParams: {},
      pageTitle: '',
      isNavPage: '',
    });
  });

  it.each([
    [undefined, {}],
    [null, {}],
    [{ status: 'NEW' }, { status: 'NEW' }],
  ])('inboxParams set with %j becomes %j', (payload, expected) => {
    const state = generalReducer({ ...initialGeneralState, inboxParams: { old: 1 } }, inboxParamsSet(payload));
    expect(state.inboxParams).toEqual(expected);
  });

  it('stores a received user without its password and picks the active workspace by section 4', () => {
    const state = generalReducer(initialGeneralState, userReceived({ ...user('a', 'b'), password: 'Secret1!' } as User));
    expect(state.user).not.toHaveProperty('password');
    expect(state.workspace).toBe('b');
  });

  it('keeps the chosen workspace when the same user comes back', () => {
    let state = generalReducer(initialGeneralState, userReceived(user('a', 'b')));
    state = generalReducer(state, workspaceSelected('a'));
    state = generalReducer(state, userReceived(user('a', 'b')));
    expect(state.workspace).toBe('a');
  });

  it('clears the user and the workspace when the session ends, and keeps the rest', () => {
    let state = generalReducer(initialGeneralState, userReceived(user('a')));
    state = generalReducer(state, sidebarShowSet(false));
    state = generalReducer(state, sessionEnded());
    expect(state).toMatchObject({ user: null, workspace: '', sidebarShow: false });
  });

  it('sets the shell fields', () => {
    let state = generalReducer(initialGeneralState, sidebarUnfoldableSet(false));
    state = generalReducer(state, pageTitleSet('לוח בקרה'));
    state = generalReducer(state, isNavPageSet('cheques'));
    expect(state).toMatchObject({ sidebarUnfoldable: false, pageTitle: 'לוח בקרה', isNavPage: 'cheques' });
  });
});
