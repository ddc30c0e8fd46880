import { refusalOf, type Action, type Subject } from '../rules/permissions';
import { memberOf, refusalError } from '../permissions';
import type { UserRow } from '../schema';
import { memberWorkspace } from '../views';

/**
 * The workspace `ws` when the user is a member (else 404, as for one that does not exist) and the
 * mock's permission rule allows `action` (else its refusal).
 */
export function requireMoneyPermission(user: UserRow, ws: string, action: Action, subject: Subject = {}) {
  const { workspace } = memberWorkspace(user, ws);
  const refusal = refusalOf(action, memberOf(user, workspace.id), subject);
  if (refusal) throw refusalError(refusal);
  return workspace;
}
