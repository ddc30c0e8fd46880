import { refusalOf, type Action, type Member, type Refusal, type Subject } from './rules/permissions';
import { MockHttpError, badRequest, forbidden } from './MockHttpError';
import { db } from './database';
import type { UserRow } from './schema';
import { findWorkspace } from './views';

export type { Action };

/** The user's role and capabilities in a workspace (by id), as the mock stores them. */
export function memberOf(user: UserRow, wsId: string): Member {
  const row = db.memberships.find((m) => m.userId === user.id && m.wsId === wsId);
  return row ? { role: row.roleType, capabilities: row.capabilities } : { role: null, capabilities: [] };
}

/** A refusal as the mock answers it: 403 with its message, or 400 with section 4's reason. */
export function refusalError(refusal: Refusal): MockHttpError {
  if (refusal.status === 400) return badRequest(refusal.message, refusal.reason ? { reason: refusal.reason } : {});
  return forbidden(refusal.message);
}

/** Whether the user may do `action` in workspace `wsId` (no subject). */
export const allows = (user: UserRow, wsId: string, action: Action) => refusalOf(action, memberOf(user, wsId)) === null;

/**
 * The mock's own permission rule (mocks/db/rules/permissions.ts) with the user's role in
 * workspace `ws` (name or id; 404 when it does not exist). Refused: 403 with the section-6
 * message, or 400 with the section-4 reason when it is the cheque that may not change. Returns
 * the workspace.
 */
export function requirePermission(user: UserRow, ws: string, action: Action, subject: Subject = {}) {
  const workspace = findWorkspace(ws);
  const refusal = refusalOf(action, memberOf(user, workspace.id), subject);
  if (refusal) throw refusalError(refusal);
  return workspace;
}
