import { initialGeneralState } from './generalSlice';
import { safeDeserialize, sanitizeGeneral } from './persistedState';

describe('restoring the state stored under the key root', () => {
  it.each([
    ['nothing', undefined],
    ['a number', 42],
    ['a string', 'x'],
    ['an array', [1, 2]],
    ['an object of the wrong types', { user: 5, workspace: 7, sidebarShow: 'yes', inboxParams: [1], pageTitle: null }],
    ['a user without an e-mail', { user: { id: 'u1' }, workspace: 'w' }],
  ])('turns %s into the initial state', (_name, raw) => {
    expect(sanitizeGeneral(raw)).toEqual(initialGeneralState);
  });

  it('keeps every field of the right type and drops secrets', () => {
    const raw = {
      user: { id: 'u1', email: 'a@b.co', password: 'x', Roles: [] },
      workspace: 'gilboa-trade',
      sidebarUnfoldable: false,
      sidebarShow: false,
      inboxParams: { status: 'NEW' },
      pageTitle: 't',
      isNavPage: 'n',
      foreign: 'ignored',
    };
    expect(sanitizeGeneral(raw)).toEqual({
      user: { id: 'u1', email: 'a@b.co', Roles: [] },
      workspace: 'gilboa-trade',
      sidebarUnfoldable: false,
      sidebarShow: false,
      inboxParams: { status: 'NEW' },
      pageTitle: 't',
      isNavPage: 'n',
    });
  });

  it('drops the workspace when there is no user', () => {
    expect(sanitizeGeneral({ workspace: 'w' }).workspace).toBe('');
  });

  it.each([
    ['{not json', {}],
    ['', {}],
    ['{"a":1}', { a: 1 }],
    ['"text"', 'text'],
  ])('deserializes %j without throwing', (text, expected) => {
    expect(safeDeserialize(text)).toEqual(expected);
  });
});
