import { decide, permissionContextFor, type AccountCapabilities, type ChequeState, type DenialReason, type PermissionAction } from '../../src/lib/permissions';
import { DENIAL_MESSAGES, type DenialKey } from '../../src/api/errorCatalogue';
import { MockHttpError, badRequest, forbidden } from './MockHttpError';
import type { UserRow } from './schema';
import { findWorkspace, publicUser } from './views';

/**
 * The section-6 message each refused action answers with (docs/permissions.md, last column).
 * Actions without one of their own get "Access to the requested resource is forbidden".
 */
const ACTION_DENIALS: Partial<Record<PermissionAction, DenialKey>> = {
  'cheque.view': 'chequeView',
  'cheque.create': 'chequeCreate',
  'cheque.edit': 'chequeUpdate',
  'cheque.crop': 'chequeUpdate',
  'cheque.rotate': 'chequeUpdate',
  'cheque.approve': 'chequeUpdate',
  'cheque.reject': 'chequeUpdate',
  'cheque.delete': 'chequeUpdate',
  'cheque.restore': 'chequeUpdate',
  'cheque.sign': 'chequeUpdate',
  'cheque.deposit': 'chequeUpdate',
  'cheque.cancelDeposit': 'chequeUpdate',
  'cheque.tag': 'chequeUpdate',
  'cheque.comment': 'chequeUpdate',
  'cheque.delivery': 'chequeUpdate',
  'cheque.sendToSign': 'sendToSign',
  'terminal.view': 'terminalView',
  'terminal.create': 'terminalCreate',
  'terminal.edit': 'terminalUpdate',
  'terminal.delete': 'terminalDelete',
  'terminalTransaction.complete': 'terminalUpdate',
  'terminalTransaction.delete': 'terminalUpdate',
  'account.view': 'accountView',
  'account.create': 'accountCreate',
  'account.edit': 'accountUpdate',
  'account.delete': 'accountDelete',
  'signators.update': 'signatorsUpdate',
  'keys.create': 'keysCreate',
  'workspace.view': 'workspaceView',
  'workspace.edit': 'workspaceEdit',
  'users.invite': 'inviteUsers',
  'users.manage': 'inviteUsers',
};

/** Section 8 messages that say more than the generic denial for some refusals. */
const SPECIFIC: Partial<Record<DenialReason, string>> = {
  'capability.print': 'User not allowed to print checks',
  'capability.paymentRequests': "User can't create payment requests",
  'account.cannotPrint': 'Bank account is not approved to print checks',
  'account.payeeOnly': 'Bank account is not approved to print checks',
};

/** Section 4: a cheque that may not change is refused with 400 and the reason (not a 403). */
const BLOCKED: Partial<Record<DenialReason, string>> = {
  'cheque.awaitingBank': 'Check is awaiting the bank and cannot be edited',
  'cheque.awaitingDeposit': 'Check is awaiting deposit: cancel the deposit first',
  'cheque.deleted': 'Check was deleted and cannot be edited',
  'cheque.notAwaitingDeposit': 'Check has no deposit to cancel',
  'cheque.notDeleted': 'Check is not deleted',
};
const BLOCK_CODES: Partial<Record<DenialReason, string>> = {
  'cheque.awaitingBank': 'awaitingBank',
  'cheque.awaitingDeposit': 'awaitingDeposit',
  'cheque.deleted': 'deleted',
};

export function denialError(action: PermissionAction, reason: DenialReason): MockHttpError {
  const blocked = BLOCKED[reason];
  if (blocked) return badRequest(blocked, BLOCK_CODES[reason] ? { reason: BLOCK_CODES[reason] } : {});
  if (action === 'account.createPrinting') return forbidden('Owner permission required');
  const specific = SPECIFIC[reason];
  if (specific) return forbidden(specific);
  const key = ACTION_DENIALS[action];
  return forbidden(key ? DENIAL_MESSAGES[key] : undefined);
}

export interface PermissionSubject {
  account?: AccountCapabilities | null;
  cheque?: ChequeState | null;
}

/**
 * The same rule as the client's (src/lib/permissions.ts), with the user's role in workspace `ws`
 * (name or id; 404 when it does not exist). Refused: 403 with the section-6 message, or 400 with
 * the section-4 reason when it is the cheque that may not change. Returns the workspace.
 */
export function requirePermission(user: UserRow, ws: string, action: PermissionAction, subject: PermissionSubject = {}) {
  const workspace = findWorkspace(ws);
  const decision = decide(action, { ...permissionContextFor(publicUser(user), workspace.id), ...subject });
  if (!decision.allowed) throw denialError(action, decision.reason);
  return workspace;
}
