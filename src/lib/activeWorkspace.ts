// Spec §4 "Active workspace on user change": decides the active workspace name whenever the
// stored user is replaced (every reply carries the user, §7).

export type RoleHolder = {
  Roles?: Array<{ Workspace?: { name?: string | null } | null }> | null;
};

function roleNames(user: RoleHolder | null | undefined): { count: number; names: Array<string | null> } {
  const roles = user?.Roles ?? [];
  return { count: roles.length, names: roles.map((r) => r?.Workspace?.name || null) };
}

/**
 * 1. More roles than before (e.g. an invitation was just accepted): switch to the LAST role's
 *    workspace, if it has a name. If it has none, rule 2 still applies (the spec's "if it has a
 *    name" only guards the switch; it should not leave a stale workspace behind).
 * 2. Otherwise, if `current` is not one of the new user's workspaces: switch to the FIRST role's
 *    workspace. When there is no first role (no roles, or a logged-out null user) or it has no
 *    name, `current` is kept: there is nothing to switch to, and clearing on logout is a separate
 *    action (§8).
 * 3. Otherwise unchanged.
 */
export function nextActiveWorkspace(
  prevUser: RoleHolder | null | undefined,
  nextUser: RoleHolder | null | undefined,
  current: string,
): string {
  const prev = roleNames(prevUser);
  const next = roleNames(nextUser);
  const last = next.names[next.count - 1];
  if (next.count > prev.count && last) return last;
  if (!next.names.includes(current)) return next.names[0] ?? current;
  return current;
}

/**
 * The one rule for "the role of the active workspace": the stored workspace is a name (spec
 * section 2), but section 7 lets {ws} be a name or an id, so a role matches by either.
 */
export function findActiveRole<R extends { Workspace?: { id?: string | null; name?: string | null } | null }>(
  user: { Roles?: R[] | null } | null | undefined,
  ws: string,
): R | undefined {
  if (!ws) return undefined;
  return (user?.Roles ?? []).find((role) => !!role?.Workspace && (role.Workspace.name === ws || role.Workspace.id === ws));
}
