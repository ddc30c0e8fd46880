import { badRequest, notFound } from './MockHttpError';
import type { ChequeRow } from './schema';
import { daysFromToday } from './clock';
import { db } from './database';
import { fitsSignatures, SIGNATURES_MAX } from './rules/limits';
import { dayOverDailyLimit, depositRefusal } from './rules/depositLaw';
import { outcomeOf } from './rules/deposits';
import { agorotOf } from './helpers/money';
import { DEPOSITABLE_BANKS } from './chequeDetection';
import { safeBoxOf } from './setup/safeBox';
import { hasDepositToCancel } from './rules/statuses';
import { isValidEndorser } from './rules/chequeLaw';
import { nationalIdKey } from './rules/nationalId';

/** The comment a manual rejection leaves (spec section 4: "noted as set manually"). */
export const MANUAL_REJECT_COMMENT = 'סומן כנדחה ידנית';

interface ActionInput {
  rearSignatures?: Array<{ name?: unknown; signaturePath?: unknown; replace?: unknown; endorserName?: unknown; endorserIdNumber?: unknown }>;
  bankAccount?: string;
  depositDate?: string;
  depositOnDueDate?: boolean;
}

type Move = (cheque: ChequeRow, input: ActionInput, by: string) => string | void;

const DONE = new Set(['RECEIVED_BANK', 'RECEIVED_CI3', 'RECEIVED_DEPOSIT']);

function refuseDeleted(cheque: ChequeRow): void {
  if (cheque.isDeleted || cheque.status === 'DELETED') throw badRequest(`Check ${cheque.checkNumber ?? cheque.checkId} was deleted`);
}

function defaultAccount(wsId: string): string | undefined {
  const accounts = db.accounts.filter((a) => a.wsId === wsId && a.can_deposit !== false);
  return (accounts.find((a) => a.isDefault) ?? accounts[0])?.id;
}

/** The safe a deposit to this account goes through: the account's, the workspace's, its bank's; else the bank-run option. */
function safeOf(wsId: string, accountId: string | undefined): 'bank' | 'private' {
  const account = db.accounts.find((a) => a.wsId === wsId && a.id === accountId);
  return account?.safeType ?? safeBoxOf(wsId)?.safeType ?? DEPOSITABLE_BANKS.find((b) => b.bank === account?.bank)?.safeType ?? 'bank';
}

/** The workspace's limit (its check settings, in shekels) in agorot; null when none is set. */
function workspaceLimit(wsId: string, key: 'singleCheckAmountLimit' | 'dailyCheckAmountLimit'): number | null {
  const value = db.workspaces.find((w) => w.id === wsId)?.checkSettings?.[key];
  return value === undefined || value === null ? null : agorotOf(value);
}

/**
 * A refused deposit. Section 8 has no message of its own for these: the closest is its generic
 * "Invalid data structure" (400), with the reason and the cheque beside it (docs/backend-contract.md).
 */
const refused = (cheque: ChequeRow, reason: string, extra: Record<string, unknown> = {}) =>
  badRequest('Invalid data structure', { reason, checkId: cheque.checkId, ...extra });

/** Sections 3, 5, 9 and the facts file (rules/depositLaw.ts): may this cheque go to the bank on `day`. */
function requireDepositable(cheque: ChequeRow, accountId: string | undefined, day: string): void {
  const today = daysFromToday(0);
  if (cheque.needsCorrectionApproval) throw badRequest(`Check ${cheque.checkNumber ?? cheque.checkId} needs correction approval`);
  const reason = depositRefusal({
    due: cheque.checkDate,
    day,
    today,
    agorot: agorotOf(cheque.amount),
    safe: safeOf(cheque.wsId, accountId),
    singleLimitAgorot: workspaceLimit(cheque.wsId, 'singleCheckAmountLimit'),
  });
  if (reason) throw refused(cheque, reason);
}

/** Statuses whose deposit on their deposit day stands (not called back, not returned): they count against that day's limit. */
const DEPOSITED = new Set(['scheduled', 'atBank', 'accepted']);

/** The daily limit over a batch just moved: each day's total, with what the workspace deposited that day already. */
function requireWithinDailyLimit(cheques: ChequeRow[]): void {
  if (!cheques.length) return;
  const wsId = cheques[0].wsId;
  const ids = new Set(cheques.map((c) => c.checkId));
  const alreadyOnDay = (day: string) =>
    db.cheques
      .filter((c) => c.wsId === wsId && !ids.has(c.checkId) && c.depositDate?.slice(0, 10) === day && DEPOSITED.has(outcomeOf(c.status)))
      .reduce((sum, c) => sum + (agorotOf(c.amount) ?? 0), 0);
  const batch = cheques.map((c) => ({ day: c.depositDate?.slice(0, 10) ?? daysFromToday(0), agorot: agorotOf(c.amount) ?? 0 }));
  const day = dayOverDailyLimit(batch, alreadyOnDay, workspaceLimit(wsId, 'dailyCheckAmountLimit'));
  if (day) throw refused(cheques.find((c) => c.depositDate?.slice(0, 10) === day) ?? cheques[0], 'overDailyLimit', { day });
}

/** How each action value of POST /api/check/action moves a cheque (src/api/types/checkAction.ts lists them). */
export const CHEQUE_ACTIONS: Record<string, Move> = {
  deposit(cheque, input) {
    refuseDeleted(cheque);
    if (DONE.has(cheque.status)) throw badRequest(`Check ${cheque.checkNumber} was already deposited`);
    // On its way to the bank already: depositing it again would deposit it twice.
    if (hasDepositToCancel(cheque.status)) throw badRequest(`Check ${cheque.checkNumber} is already being deposited`);
    const today = daysFromToday(0);
    const due = cheque.checkDate?.slice(0, 10) ?? today;
    const date = input.depositOnDueDate ? (due > today ? due : today) : (input.depositDate?.slice(0, 10) ?? today);
    const account = input.bankAccount ?? cheque.bankAccount ?? defaultAccount(cheque.wsId);
    requireDepositable(cheque, account, date);
    cheque.depositDate = date;
    cheque.bankAccount = account;
    cheque.status = date > today ? 'AWAITING_DEPOSIT' : 'PROCESSING_DEPOSIT';
    return `deposit ${date}`;
  },
  cancelDeposit(cheque) {
    if (cheque.status !== 'AWAITING_DEPOSIT' && cheque.status !== 'PROCESSING_DEPOSIT') throw badRequest(`Check ${cheque.checkNumber} has no deposit to cancel`);
    cheque.status = 'NEW';
    cheque.depositDate = undefined;
  },
  redeposit(cheque) {
    refuseDeleted(cheque);
    requireDepositable(cheque, cheque.bankAccount ?? defaultAccount(cheque.wsId), daysFromToday(0));
    cheque.status = 'PROCESSING_DEPOSIT';
    cheque.depositDate = daysFromToday(0);
  },
  reject(cheque, _input, by) {
    refuseDeleted(cheque);
    cheque.status = 'REJECTED';
    cheque.comments = [...(cheque.comments ?? []), { id: `rj-${cheque.checkId}-${Date.now()}`, text: MANUAL_REJECT_COMMENT, createdAt: new Date().toISOString(), author: by }];
  },
  approve(cheque) {
    refuseDeleted(cheque);
    cheque.needsCorrectionApproval = false;
    cheque.isValidMicr = true;
    if (cheque.status === 'UNKNOWN' || cheque.status === 'NONE') cheque.status = 'NEW';
  },
  /** Rear signatures (spec section 3): `replace` drops an earlier one of the same name; at most 5. */
  sign(cheque, input) {
    refuseDeleted(cheque);
    const row = cheque as ChequeRow & { rearSignatures?: Array<{ name: string; signaturePath: string; endorserName?: string; endorserIdNumber?: string }> };
    let list = [...(row.rearSignatures ?? [])];
    for (const signature of input.rearSignatures ?? []) {
      if (typeof signature?.name !== 'string' || typeof signature.signaturePath !== 'string') throw badRequest('Invalid data structure');
      // The cash law: every endorsement names its endorser and an ID (or company) number.
      if (!isValidEndorser(signature.endorserName, signature.endorserIdNumber)) throw badRequest('Invalid data structure');
      if (signature.replace) list = list.filter((s) => s.name !== signature.name);
      list.push({ name: signature.name, signaturePath: signature.signaturePath, endorserName: String(signature.endorserName).trim(), endorserIdNumber: nationalIdKey(String(signature.endorserIdNumber)) });
    }
    if (!fitsSignatures(list.length)) throw badRequest(`A cheque can carry at most ${SIGNATURES_MAX} signatures`);
    row.rearSignatures = list;
    return `rear signatures ${list.length}`;
  },
  delete(cheque) {
    cheque.status = 'DELETED';
    cheque.isDeleted = true;
  },
  restore(cheque) {
    if (!cheque.isDeleted && cheque.status !== 'DELETED') return;
    cheque.isDeleted = false;
    cheque.status = 'NEW';
  },
};

/** Every cheque first, then every move: one refused cheque leaves all of them as they were. */
export function applyChequeAction(cheques: ChequeRow[], action: string, input: ActionInput, by: string): Array<{ cheque: ChequeRow; details?: string }> {
  const move = Object.hasOwn(CHEQUE_ACTIONS, action) ? CHEQUE_ACTIONS[action] : undefined;
  if (!move) throw notFound('Action not found');
  const before = cheques.map((c) => structuredClone(c));
  try {
    const moved = cheques.map((cheque) => ({ cheque, details: move(cheque, input, by) ?? undefined }));
    if (action === 'deposit' || action === 'redeposit') requireWithinDailyLimit(cheques);
    return moved;
  } catch (error) {
    cheques.forEach((c, i) => {
      for (const key of Object.keys(c)) if (!(key in before[i])) delete (c as unknown as Record<string, unknown>)[key];
      Object.assign(c, before[i]);
    });
    throw error;
  }
}
