import type { User } from '../../src/api/types/user';
import { db } from './database';
import type { UserRow } from './schema';
import { notFound } from './MockHttpError';

/** The user as the backend returns it: no password, with Roles bound to workspaces. */
export function publicUser(row: UserRow): User {
  // The second step's kind is the user's to see (user settings); the app's secret never leaves.
  const { password: _password, otpSecret: _secret, otpMethod, ...rest } = row;
  void _password;
  void _secret;
  return {
    ...rest,
    verificationMethod: otpMethod ?? null,
    Roles: db.memberships
      .filter((m) => m.userId === row.id)
      .map((m) => {
        const ws = db.workspaces.find((w) => w.id === m.wsId);
        return { roleType: m.roleType, capabilities: m.capabilities, Workspace: { id: m.wsId, name: ws?.name ?? '', companyName: ws?.companyName } };
      }),
  };
}

/** {ws} in a path is a workspace name or id (spec section 7). */
export function findWorkspace(ws: string) {
  const workspace = db.workspaces.find((w) => w.name === ws || w.id === ws);
  if (!workspace) throw notFound('Workspace not found');
  return workspace;
}
