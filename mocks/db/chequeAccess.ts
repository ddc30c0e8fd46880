import { db, nowIso } from './database';
import { badRequest, forbidden, notFound } from './MockHttpError';
import type { ChequeRow, UserRow } from './schema';
import { memberWorkspace } from './views';
import { editBlockReason } from '../../src/lib/statuses';

/** A cheque of one of the user's workspaces (else 404, as for a cheque that does not exist). */
export function findUserCheque(user: UserRow, checkId: unknown, ws?: string): ChequeRow {
  const cheque = db.cheques.find((c) => c.checkId === String(checkId ?? ''));
  const member = cheque && db.memberships.find((m) => m.userId === user.id && m.wsId === cheque.wsId);
  if (!cheque || !member) throw notFound('Check not found');
  if (ws) {
    const { workspace } = memberWorkspace(user, ws);
    if (workspace.id !== cheque.wsId) throw notFound('Check not found');
  }
  return cheque;
}

/** Viewers read only (spec section 6: "creating, updating ... cheques" has a denial message). */
export function requireEditor(user: UserRow, wsId: string): void {
  const member = db.memberships.find((m) => m.userId === user.id && m.wsId === wsId);
  if (!member || member.roleType === 'VIEWER') throw forbidden();
}

const BLOCK_MESSAGES = {
  awaitingBank: 'Check is awaiting the bank and cannot be edited',
  awaitingDeposit: 'Check is awaiting deposit: cancel the deposit first',
  deleted: 'Check was deleted and cannot be edited',
} as const;

/** Spec section 4: no edit while awaiting the bank, awaiting deposit, or soft-deleted. */
export function requireEditable(user: UserRow, cheque: ChequeRow): void {
  requireEditor(user, cheque.wsId);
  const reason = editBlockReason(cheque);
  if (reason) throw badRequest(BLOCK_MESSAGES[reason], { reason });
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
