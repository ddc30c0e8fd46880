import { PAPERS, blankMicr, isPrintable, isValidBlankCount, nextNumbers } from '../rules/printing';
import { agorotOf } from '../helpers/money';
import { badRequest, notFound } from '../MockHttpError';
import { lawRefusesPrinting } from '../rules/chequeLaw';
import { todayIso } from '../helpers/dates';
import { db, extraTable, nowIso } from '../database';
import type { ChequeRow, UserRow } from '../schema';
import { logActivity } from '../chequeAccess';
import { requireMoneyPermission } from './access';
import { requireCredits, spendCredits } from './credits';
import { PRINTER_KEYS, type PrinterKeyRow } from './tables';

/*
 * POST /api/check/action with action 'print' (docs/backend-contract.md, "Printing"): the cheques,
 * or `dataToUpdate.blankCount` blank cheques, printed from `bankAccount` on printer
 * `dataToUpdate.printerKeyId`, on paper `dataToUpdate.paper`. One credit per cheque. A cheque
 * without a number gets the account's next one; blank cheques get numbers too.
 */

export interface PrintBody {
  wsId?: string;
  ids?: unknown;
  bankAccount?: string;
  dataToUpdate?: { printerKeyId?: unknown; paper?: unknown; blankCount?: unknown };
}

export function printCheques(user: UserRow, body: PrintBody) {
  const ws = String(body.wsId ?? '');
  // Role and capability first ("User not allowed to print checks"), then the account.
  const workspace = requireMoneyPermission(user, ws, 'cheque.print');
  if (!body.bankAccount) throw badRequest('bankAccount is missing');
  const account = db.accounts.find((a) => a.id === body.bankAccount && a.wsId === workspace.id);
  if (!account) throw notFound('Not found');
  requireMoneyPermission(user, ws, 'cheque.print', { account });
  const data = body.dataToUpdate ?? {};
  const key = extraTable<PrinterKeyRow>(PRINTER_KEYS).find((k) => k.wsId === workspace.id && k.keyId === data.printerKeyId);
  if (!key || !(PAPERS as readonly unknown[]).includes(data.paper)) throw badRequest('Invalid data structure');

  const ids = Array.isArray(body.ids) ? body.ids : [];
  if (ids.some((id) => typeof id !== 'string')) throw badRequest('Invalid data structure');
  const cheques: ChequeRow[] = ids.map((id) => {
    const cheque = db.cheques.find((c) => c.checkId === id && c.wsId === workspace.id);
    if (!cheque) throw notFound('Check not found');
    const agorot = agorotOf(cheque.amount);
    if (!isPrintable(cheque, agorot) || lawRefusesPrinting(cheque, { workspaceType: workspace.type, agorot, today: todayIso() })) throw badRequest(`Check ${cheque.checkNumber ?? cheque.checkId} cannot be printed`);
    return cheque;
  });
  const blankCount = cheques.length ? 0 : Number(data.blankCount);
  if (!cheques.length && !isValidBlankCount(data.blankCount)) throw badRequest('A cheque count must be chosen');
  const count = cheques.length || blankCount;
  requireCredits(workspace.id, count);

  const unnumbered = cheques.filter((c) => !c.checkNumber).length + blankCount;
  const numbers = nextNumbers(account.lastCheckNumber, unnumbered);
  if (unnumbered) account.lastCheckNumber = Number(numbers[numbers.length - 1]);
  const at = nowIso();
  for (const cheque of cheques) {
    if (!cheque.checkNumber) cheque.checkNumber = numbers.shift();
    (cheque as ChequeRow & { printedAt?: string }).printedAt = at;
    logActivity(cheque, user, 'PRINTED', `${key.name}, ${data.paper === 'a4' ? 'A4' : 'טופס צ׳ק'}`);
  }
  const blank = numbers.map((checkNumber) => ({
    checkNumber,
    bank: account.bank,
    branch: account.branch,
    account: account.accountNumber,
    micr: blankMicr({ checkNumber, bank: account.bank, branch: account.branch, account: account.accountNumber }),
  }));
  key.lastUsed = at;
  spendCredits(workspace.id, count, count === 1 ? (cheques.length ? 'הדפסת צ׳ק אחד' : 'הדפסת צ׳ק ריק אחד') : cheques.length ? `הדפסת ${count} צ׳קים` : `הדפסת ${count} צ׳קים ריקים`);
  return { cheques, blank };
}
