import { HttpResponse } from 'msw';
import { route } from '../route';
import { db } from '../db/database';
import { badRequest, notFound } from '../db/MockHttpError';
import { lawRefusesSending } from '../db/rules/chequeLaw';
import { todayIso } from '../db/helpers/dates';
import { agorotOf } from '../db/helpers/money';
import { displayName, logActivity } from '../db/chequeAccess';
import { requirePermission } from '../db/permissions';
import { applyChequeAction } from '../db/chequeActions';
import { afterChequeAction, beforeChequeAction } from '../db/money/chequeActionHooks';
import { printCheques, type PrintBody } from '../db/money/printing';
import { chequesCsv } from '../db/chequesCsv';
import { onceByKey } from '../db/idempotency';
import { seedCheques } from '../db/seed';
import { searchCheques } from '../db/helpers/chequeSearch';
import { isValidPhone, phoneKey as normalizePhone } from '../db/rules/phone';
import { isVerifiedPhone } from './user';
import { SENDING_METHODS, isOneOf } from '../db/rules/statuses';
import type { ChequeRow, UserRow } from '../db/schema';
import type { Action } from '../db/rules/permissions';

function publicCheque(row: ChequeRow) {
  const { frontImage: _f, rearImage: _r, activity: _a, ...cheque } = row;
  void _f;
  void _r;
  void _a;
  return cheque;
}

// Delivery details can change only until the cheque is on its way (spec section 8 message).
const DELIVERY_EDITABLE = new Set(['NONE', 'NEW', 'UNKNOWN', 'AWAITING_DELIVERY', 'AWAITING_DELIVERY_CI3', 'AWAITING_DELIVERY_DEPOSIT']);

function chequesOf(user: UserRow, ids: unknown): ChequeRow[] {
  if (!Array.isArray(ids) || !ids.length || ids.some((id) => typeof id !== 'string')) throw badRequest('Invalid data structure');
  return ids.map((id: string) => {
    const cheque = db.cheques.find((c) => c.checkId === id);
    if (!cheque) throw notFound('Check not found');
    requirePermission(user, cheque.wsId, 'cheque.view');
    return cheque;
  });
}

/** The permission each action value of POST /api/check/action needs (src/api/types.ts lists them). */
const ACTION_PERMISSIONS: Record<string, Action> = {
  deposit: 'cheque.deposit',
  redeposit: 'cheque.deposit',
  cancelDeposit: 'cheque.cancelDeposit',
  reject: 'cheque.reject',
  approve: 'cheque.approve',
  sign: 'cheque.sign',
  delete: 'cheque.delete',
  restore: 'cheque.restore',
};

type ActionBody = { wsId?: string; ids?: unknown; action?: string; bankAccount?: string; depositDate?: string; depositOnDueDate?: boolean };

/** POST /api/check/action: every cheque first, then every move (one refused cheque moves none). */
function checkAction(user: UserRow, body: ActionBody) {
  // Printing has rules of its own (account, printer, blank cheques, credits): db/money/printing.ts.
  if (body.action === 'print') {
    const printed = printCheques(user, body as PrintBody);
    return { ok: true, checks: printed.cheques.map(publicCheque), blank: printed.blank };
  }
  const action = ACTION_PERMISSIONS[String(body.action ?? '')];
  if (!action) throw notFound('Action not found');
  const workspace = requirePermission(user, String(body.wsId ?? ''), action);
  const cheques = chequesOf(user, body.ids);
  if (cheques.some((c) => c.wsId !== workspace.id)) throw notFound('Check not found');
  const account = body.bankAccount ? db.accounts.find((a) => a.id === body.bankAccount && a.wsId === workspace.id) : undefined;
  cheques.forEach((cheque) => requirePermission(user, workspace.id, action, { cheque, account }));
  const actionName = String(body.action ?? '');
  beforeChequeAction(workspace.id, actionName, cheques);
  const moved = applyChequeAction(cheques, actionName, body, displayName(user));
  moved.forEach(({ cheque, details }) => logActivity(cheque, user, actionName.toUpperCase(), details));
  afterChequeAction(workspace.id, actionName, cheques, body);
  return { ok: true, checks: cheques.map(publicCheque) };
}

/** Mock routes of the cheque lists domain: search (JSON and CSV), actions, delivery, bench data. */
export const chequeListHandlers = [
  route('get', '/api/check/search/:ws', ({ me, params, query, request }) => {
    const workspace = requirePermission(me(), String(params.ws), 'cheque.view');
    const rows = searchCheques(db.cheques.filter((c) => c.wsId === workspace.id), query);
    if ((request.headers.get('accept') ?? '').includes('text/csv')) {
      return new HttpResponse(chequesCsv(rows), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="cheques-${workspace.name}.csv"`,
        },
      });
    }
    return { checks: rows.map(publicCheque), total: rows.length };
  }),

  route<ActionBody>(
    'post',
    '/api/check/action',
    ({ me, body, request }) => {
      const user = me();
      // A retry of the same action (same Idempotency-Key) gets the first reply and moves nothing again.
      return onceByKey(`POST /api/check/action ${user.id}`, request.headers.get('idempotency-key'), () => checkAction(user, body), body);
    },
  ),

  route<{ phone?: string; address?: string; sendingMethod?: string; checkIds?: unknown }>('put', '/api/check/payee/update', ({ me, body }) => {
    const user = me();
    const cheques = chequesOf(user, body.checkIds);
    // The delivery rule below is stricter than section 4's block and has its own message.
    new Set(cheques.map((c) => c.wsId)).forEach((wsId) => requirePermission(user, wsId, 'cheque.delivery'));
    if (!isValidPhone(body.phone) || !isOneOf(SENDING_METHODS, body.sendingMethod)) throw badRequest('Invalid data structure');
    const law = (c: ChequeRow) => ({ workspaceType: db.workspaces.find((w) => w.id === c.wsId)?.type, agorot: agorotOf(c.amount), today: todayIso() });
    if (cheques.some((c) => c.isDeleted || !DELIVERY_EDITABLE.has(c.status) || lawRefusesSending(c, law(c)))) throw badRequest('Sending method cannot be updated at this point');
    // Spec section 5: a new payee phone only once its one-time code was verified.
    const phone = normalizePhone(String(body.phone));
    if (cheques.some((c) => normalizePhone(c.payeePhone) !== phone) && !isVerifiedPhone(phone)) throw badRequest('Wrong or expired OTP');
    for (const cheque of cheques) {
      Object.assign(cheque, { payeePhone: body.phone, payeeAddress: String(body.address ?? '').slice(0, 200), sendingMethod: body.sendingMethod });
      if (cheque.status === 'NEW' || cheque.status === 'NONE') cheque.status = 'AWAITING_DELIVERY';
      logActivity(cheque, user, 'DELIVERY_UPDATED', body.sendingMethod);
    }
    return { ok: true, checks: cheques.map(publicCheque) };
  }),

  // Mock only (npm run bench:list, bench:home): replaces a workspace's cheques with `count` generated ones (up to 100,000).
  route<{ ws?: string; count?: number }>('post', '/api/__dev/bulk-cheques', ({ body }) => {
    const workspace = db.workspaces.find((w) => w.name === body.ws || w.id === body.ws);
    if (!workspace) throw notFound('Workspace not found');
    const count = Math.min(Math.max(Number(body.count) || 0, 0), 100_000);
    db.cheques = [...db.cheques.filter((c) => c.wsId !== workspace.id), ...seedCheques(workspace.id, count, 99, 100_000)];
    return { ok: true, count };
  }),
];
