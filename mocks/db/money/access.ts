import type { Action, Subject } from '../rules/permissions';
import { requirePermission } from '../permissions';
import type { UserRow } from '../schema';

/**
 * The workspace `ws` (404 when it does not exist) when the mock's permission rule allows `action`;
 * else its refusal: 403 with the action's message, to a stranger too, as every other domain answers.
 */
export function requireMoneyPermission(user: UserRow, ws: string, action: Action, subject: Subject = {}) {
  return requirePermission(user, ws, action, subject);
}
