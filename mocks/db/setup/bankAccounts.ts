import { db, nextId } from '../database';
import { MockHttpError, badRequest, notFound } from '../MockHttpError';
import { validateBankData } from '../chequeDetection';
import { requirePermission } from '../permissions';
import type { UserRow } from '../schema';
import { safeBoxOf } from './safeBox';
import { uploadUrl } from './uploads';
import { flagsConflict, isValidSignators } from '../rules/bankAccounts';
import { fitsChars as isWithinMaxChars, fitsDigits as isWithinMaxDigits } from '../rules/limits';
import { isSafeText } from '../rules/text';
import type { BankAccount } from '../../../src/api/types/bankAccount';

export type AccountRow = BankAccount & { wsId: string };

export const ACCOUNT_NAME_MAX = 30;
export const DUPLICATE_ACCOUNT_MESSAGE = 'Bank account already exists';

const flag = (v: unknown) => v === true || v === 'true';

/** The account as the backend returns it: pictures as addresses, the safe type of the workspace's safe box. */
export function publicAccount(row: AccountRow): AccountRow {
  return {
    ...row,
    logo: row.logo && !row.logo.startsWith('/') && !row.logo.startsWith('data:') ? uploadUrl(row.logo) : row.logo,
    stamp: row.stamp && !row.stamp.startsWith('/') && !row.stamp.startsWith('data:') ? uploadUrl(row.stamp) : row.stamp,
    safeType: row.safeType ?? safeBoxOf(row.wsId)?.safeType,
  };
}

export function findAccount(wsId: string, id: unknown): AccountRow {
  const row = db.accounts.find((a) => a.wsId === wsId && a.id === String(id ?? ''));
  if (!row) throw notFound('Bank account not found');
  return row;
}

type Fields = Record<string, unknown>;

/** The backend's checks of the account's own fields; what to store. */
function checkedFields(fields: Fields, existing?: AccountRow): Partial<AccountRow> {
  const bank = String(fields.bank ?? existing?.bank ?? '').trim();
  const branch = String(fields.branch ?? existing?.branch ?? '').trim();
  const accountNumber = String(fields.accountNumber ?? existing?.accountNumber ?? '').trim();
  validateBankData(bank, branch, accountNumber);
  const accountName = fields.accountName === undefined ? existing?.accountName : String(fields.accountName ?? '').trim();
  if (accountName && (!isSafeText(accountName) || !isWithinMaxChars(accountName, ACCOUNT_NAME_MAX))) throw badRequest('Invalid data structure');
  const last = fields.lastCheckNumber;
  if (last !== undefined && last !== null && last !== '' && !isWithinMaxDigits(typeof last === 'number' ? last : String(last))) throw badRequest('Invalid data structure');
  const out: Partial<AccountRow> = { bank: bank.padStart(2, '0'), branch, accountNumber, accountName: accountName || undefined };
  if (last !== undefined) out.lastCheckNumber = last === null || last === '' ? undefined : Number(last);
  for (const key of ['isDefault', 'can_print', 'can_deposit', 'payeeOnly'] as const) if (fields[key] !== undefined) out[key] = flag(fields[key]);
  if (flagsConflict({ ...existing, ...out })) throw badRequest('Invalid data structure');
  return out;
}

function checkedSignators(wsId: string, required: unknown, signators: unknown): Pick<AccountRow, 'amount_of_signators' | 'signators'> {
  const list = Array.isArray(signators) ? signators.map(String) : [];
  if (!isValidSignators(required, list)) throw badRequest('Invalid data structure');
  const members = new Set(db.memberships.filter((m) => m.wsId === wsId && m.roleType !== 'VIEWER').map((m) => m.userId));
  if (list.some((id) => !members.has(id)) || new Set(list).size !== list.length) throw badRequest('Invalid data structure');
  return { amount_of_signators: Number(required), signators: list };
}

function makeDefault(row: AccountRow): void {
  if (!row.isDefault) return;
  db.accounts.filter((a) => a.wsId === row.wsId && a !== row).forEach((a) => (a.isDefault = false));
}

/** POST /api/workspace/accounts: owners only; printing accounts too ("Owner permission required"). */
export function createAccount(user: UserRow, body: Fields): AccountRow {
  const workspace = requirePermission(user, String(body.wsName ?? ''), 'account.create');
  if (flag(body.can_print)) requirePermission(user, workspace.id, 'account.createPrinting');
  const fields = checkedFields(body);
  const signators = checkedSignators(workspace.id, body.amount_of_signators ?? 1, body.signators);
  const duplicate = db.accounts.some((a) => a.wsId === workspace.id && a.bank === fields.bank && a.branch.padStart(3, '0') === String(fields.branch).padStart(3, '0') && a.accountNumber.replace(/^0+/, '') === String(fields.accountNumber).replace(/^0+/, ''));
  // Section 5: a duplicate needs the user's confirmation, sent again as `force`.
  if (duplicate && !flag(body.force)) throw new MockHttpError(409, { message: DUPLICATE_ACCOUNT_MESSAGE, duplicate: true });
  const first = !db.accounts.some((a) => a.wsId === workspace.id);
  const row = { id: nextId('a'), wsId: workspace.id, wsName: workspace.name, ...fields, ...signators, isDefault: first || !!fields.isDefault } as AccountRow;
  db.accounts.push(row);
  makeDefault(row);
  return row;
}

export function updateAccount(user: UserRow, ws: string, id: unknown, body: Fields): AccountRow {
  const workspace = requirePermission(user, ws, 'account.edit');
  const row = findAccount(workspace.id, id);
  if (flag(body.can_print) && !row.can_print) requirePermission(user, workspace.id, 'account.createPrinting');
  Object.assign(row, checkedFields(body, row));
  makeDefault(row);
  return row;
}

export function updateSignators(user: UserRow, ws: string, id: unknown, body: Fields): AccountRow {
  const workspace = requirePermission(user, ws, 'signators.update');
  const row = findAccount(workspace.id, id);
  Object.assign(row, checkedSignators(workspace.id, body.amount_of_signators, body.signators));
  return row;
}

export function deleteAccount(user: UserRow, ws: string, id: unknown): void {
  const workspace = requirePermission(user, ws, 'account.delete');
  const row = findAccount(workspace.id, id);
  db.accounts = db.accounts.filter((a) => a !== row);
  // The default moves to the next account, so the deposit tab always has one.
  if (row.isDefault) {
    const next = db.accounts.find((a) => a.wsId === workspace.id);
    if (next) next.isDefault = true;
  }
}
