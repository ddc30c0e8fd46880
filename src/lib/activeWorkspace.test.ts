import fc from 'fast-check';
import { findActiveRole, nextActiveWorkspace, type RoleHolder } from './activeWorkspace';

const user = (...names: Array<string | null | undefined>): RoleHolder => ({
  Roles: names.map((name) => (name === undefined ? { Workspace: null } : { Workspace: { name } })),
});

describe('nextActiveWorkspace', () => {
  it.each<[string, RoleHolder | null | undefined, RoleHolder | null | undefined, string, string]>([
    // rule 1: more roles -> last role's workspace
    ['login (null previous user, 0 roles)', null, user('a', 'b'), '', 'b'],
    ['undefined previous user', undefined, user('a'), 'x', 'a'],
    ['one role added', user('a'), user('a', 'b'), 'a', 'b'],
    ['more roles even if current is among them', user('a'), user('a', 'b', 'c'), 'a', 'c'],
    ['previous user without Roles field', {}, user('a'), 'z', 'a'],
    ['previous user with Roles null', { Roles: null }, user('a'), 'z', 'a'],
    // rule 1 without a name falls through to rule 2
    ['more roles, last unnamed, current still valid', user('a'), user('a', undefined), 'a', 'a'],
    ['more roles, last name null, current stale', user('a'), user('b', null), 'a', 'b'],
    ['more roles, last name empty, current stale', user('a'), user('b', ''), 'x', 'b'],
    // rule 2: current not among the new roles -> first role's workspace
    ['same count, current removed', user('a', 'b'), user('c', 'b'), 'a', 'c'],
    ['fewer roles, current removed', user('a', 'b'), user('b'), 'a', 'b'],
    ['empty current', user('a'), user('a'), '', 'a'],
    ['names are case-sensitive', user('Acme'), user('Acme'), 'acme', 'Acme'],
    ['first role unnamed: keep current', user('a', 'b'), user(null, 'b'), 'a', 'a'],
    ['first role without Workspace: keep current', user('a', 'b'), user(undefined, 'b'), 'a', 'a'],
    ['new user has no roles: keep current', user('a'), user(), 'a', 'a'],
    ['new user with Roles null: keep current', user('a'), { Roles: null }, 'a', 'a'],
    ['logged out (null new user): keep current', user('a'), null, 'a', 'a'],
    ['both null', null, null, '', ''],
    // rule 3: unchanged
    ['same roles, current valid', user('a', 'b'), user('a', 'b'), 'b', 'b'],
    ['fewer roles, current valid', user('a', 'b', 'c'), user('a', 'c'), 'c', 'c'],
    ['same count, current still valid', user('a', 'b'), user('b', 'c'), 'b', 'b'],
    ['Hebrew names', user('סניף'), user('סניף', 'מחסן'), 'סניף', 'מחסן'],
  ])('%s', (_label, prev, next, current, expected) => {
    expect(nextActiveWorkspace(prev, next, current)).toBe(expected);
  });

  it('property: the result is the current name or one of the new user\'s workspace names', () => {
    const name = fc.option(fc.constantFrom('a', 'b', 'c', 'd', ''), { nil: null });
    const holder = fc.array(name, { maxLength: 5 }).map((names) => user(...names));
    fc.assert(
      fc.property(fc.option(holder, { nil: null }), holder, fc.constantFrom('a', 'b', 'x', ''), (prev, next, current) => {
        const result = nextActiveWorkspace(prev, next, current);
        const names = (next.Roles ?? []).map((r) => r.Workspace?.name);
        expect(result === current || names.includes(result)).toBe(true);
      }),
    );
  });

  it('property: when the current workspace is valid and roles did not grow, it is kept', () => {
    const names = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(names, fc.nat(), (list, pick) => {
        const current = list[pick % list.length];
        expect(nextActiveWorkspace(user(...list), user(...list), current)).toBe(current);
      }),
    );
  });
});

describe('findActiveRole', () => {
  const owner = { roleType: 'OWNER', Workspace: { id: 'w1', name: 'gilboa-trade' } };
  const viewer = { roleType: 'VIEWER', Workspace: { id: 'w2', name: 'dana-private' } };
  const someone = { Roles: [owner, viewer] };
  it.each<[string, string, unknown]>([
    ['by name', 'dana-private', viewer],
    ['by id', 'w1', owner],
    ['unknown workspace', 'other', undefined],
    ['no active workspace', '', undefined],
  ])('finds the role %s', (_name, ws, expected) => {
    expect(findActiveRole(someone, ws)).toBe(expected);
  });
  it('finds nothing for a signed-out user or a role without a workspace', () => {
    expect(findActiveRole(null, 'w1')).toBeUndefined();
    expect(findActiveRole({ Roles: [{ Workspace: null }] }, 'w1')).toBeUndefined();
  });
});
