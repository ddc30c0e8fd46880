import { decide, permissionContextFor, type PermissionAction, type PermissionContext } from '../../../src/lib/permissions';
import { forbidden } from '../MockHttpError';
import type { UserRow } from '../schema';
import { memberWorkspace, publicUser } from '../views';

// Section 8's own texts where the money screens have one; the generic denial otherwise.
const MESSAGES: Record<string, string> = {
  'capability.print': 'User not allowed to print checks',
  'account.cannotPrint': 'Bank account is not approved to print checks',
  'account.payeeOnly': 'Bank account is not approved to print checks',
};

/**
 * The workspace `ws` when the user is a member (else 404, as for one that does not exist) and the
 * permission rule of src/lib/permissions.ts allows `action` (else 403 with the section-8 message).
 */
export function requireMoneyPermission(user: UserRow, ws: string, action: PermissionAction, subject: Pick<PermissionContext, 'account' | 'cheque'> = {}) {
  const { workspace } = memberWorkspace(user, ws);
  const decision = decide(action, { ...permissionContextFor(publicUser(user), workspace.id), ...subject });
  if (!decision.allowed) throw forbidden(MESSAGES[decision.reason]);
  return workspace;
}
