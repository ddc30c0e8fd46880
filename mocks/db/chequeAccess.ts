import { db, nowIso } from './database';
import { notFound } from './MockHttpError';
import type { ChequeRow, UserRow } from './schema';
import { findWorkspace } from './views';
import { requirePermission } from './permissions';
import type { Action } from './rules/permissions';

/**
 * A cheque the user may see (404 when it does not exist or is not of workspace `ws`; 403 "view
 * checks" when the user has no role in its workspace).
 */
export function findUserCheque(user: UserRow, checkId: unknown, ws?: string): ChequeRow {
  const cheque = db.cheques.find((c) => c.checkId === String(checkId ?? ''));
  if (!cheque) throw notFound('Check not found');
  if (ws && findWorkspace(ws).id !== cheque.wsId) throw notFound('Check not found');
  requirePermission(user, cheque.wsId, 'cheque.view');
  return cheque;
}

/** The permission rule for an action on this cheque, its state included (spec sections 4, 6). */
export function requireChequeAction(user: UserRow, cheque: ChequeRow, action: Action): void {
  requirePermission(user, cheque.wsId, action, { cheque });
}

export function displayName(user: UserRow): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

export function logActivity(cheque: ChequeRow, user: UserRow, action: string, details?: string): void {
  const at = nowIso();
  cheque.activity.push({ at, action, by: displayName(user), ...(details ? { details } : {}) });
  cheque.updatedAt = at;
}

/** The cheque as the backend returns it: no stored pictures, with its history. */
export function chequeReply(cheque: ChequeRow) {
  const { frontImage: _f, rearImage: _r, ...rest } = cheque;
  void _f;
  void _r;
  return { check: rest };
}
