import { route } from '../route';
import type { UserRow } from '../db/schema';
import { db, nowIso } from '../db/database';
import { badRequest, conflict } from '../db/MockHttpError';
import { requirePermission } from '../db/permissions';
import { sendMail } from '../db/sessions';
import { paymentRequests, requestView, workspaceRequest, workspaceTerminal } from '../db/terminalTables';
import type { TerminalPaymentRequestRow } from '../db/seeds/terminalSeed';
import { OFFLINE_TERMINAL_LINK } from '../db/seeds/terminalSeed';
import { MockHttpError } from '../db/MockHttpError';
import { isValidEmail } from '../db/rules/email';
import { isDeletablePaymentRequest, paymentRequestStatus } from '../db/rules/statuses';
import { isValidDateToCancel, isValidDaysToCancel, isValidRequestAmount, isValidUpr } from '../db/rules/paymentRequests';
import { COMMENT_MAX, fitsChars } from '../db/rules/limits';
import { isSafeText } from '../db/rules/text';
import { agorotOf, shekelsText } from '../db/helpers/money';
import { addDays, todayIso } from '../db/helpers/dates';
import { randomCode } from '../db/sessions';
import { onceByKey } from '../db/idempotency';

interface NewRequestBody {
  requestNumber?: unknown;
  amount?: unknown;
  terminalId?: unknown;
  clientEmail?: unknown;
  clientMessage?: unknown;
  dateToCancel?: unknown;
  fast?: unknown;
}

/** Section 4: an unpaid request past its date to cancel becomes canceled (done when it is read). */
function expireRequests(): void {
  const today = todayIso();
  for (const row of paymentRequests()) {
    if (row.status === 'NEW' && paymentRequestStatus(row.status, row.dateToCancel, today) === 'CANCELED') {
      Object.assign(row, { status: 'CANCELED', canceledAt: nowIso() });
    }
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function matches(row: TerminalPaymentRequestRow, query: URLSearchParams): boolean {
  const status = query.get('status');
  if (status && status !== 'all' && row.status !== status) return false;
  const day = (row.createdAt ?? '').slice(0, 10);
  const from = query.get('from');
  const to = query.get('to');
  if ((from && day < from) || (to && day > to)) return false;
  const q = query.get('q')?.trim().toLowerCase();
  return !q || [row.requestNumber, row.clientEmail, row.clientMessage].some((v) => v?.toLowerCase().includes(q));
}

function payerLink(request: Request, row: TerminalPaymentRequestRow): string {
  return new URL(requestView(row).link ?? '/', request.url).pathname;
}

/** POST .../payment/request/send: the payer's link to an e-mail address. */
function sendRequest(user: UserRow, ws: string, body: { requestNumber?: string; email?: string }, request: Request) {
  const workspace = requirePermission(user, ws, 'paymentRequest.create');
  const row = workspaceRequest(workspace.id, body.requestNumber);
  if (row.status !== 'NEW') throw badRequest('Transaction is done');
  const email = text(body.email);
  if (!isValidEmail(email)) throw badRequest('Invalid data structure');
  sendMail({ to: email, kind: 'paymentRequest', subject: `בקשת תשלום מ${workspace.companyName ?? workspace.name}`, link: payerLink(request, row) });
  row.sentTo = [...(row.sentTo ?? []).filter((e) => e !== email), email];
  return { ok: true, paymentRequest: requestView(row) };
}

/** Payment requests (spec section 7): one table with the payer's links (handlers/terminals.ts). */
export const paymentRequestHandlers = [
  route('get', '/api/workspace/:ws/payment/request', ({ me, params, query }) => {
    const workspace = requirePermission(me(), String(params.ws), 'paymentRequest.view');
    expireRequests();
    const rows = paymentRequests()
      .filter((r) => r.wsId === workspace.id && matches(r, query))
      .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
    return { paymentRequests: rows.map(requestView), total: rows.length };
  }),
  route('get', '/api/workspace/:ws/payment/request/:id', ({ me, params }) => {
    const workspace = requirePermission(me(), String(params.ws), 'paymentRequest.view');
    expireRequests();
    return { paymentRequest: requestView(workspaceRequest(workspace.id, params.id)) };
  }),
  // A retry of the same sending (same Idempotency-Key) gets the first reply: one e-mail, not two.
  route<{ requestNumber?: string; email?: string }>('post', '/api/workspace/:ws/payment/request/send', ({ me, params, body, request }) => {
    const user = me();
    const key = request.headers.get('idempotency-key');
    return onceByKey(`POST /api/workspace/${String(params.ws)}/payment/request/send ${user.id}`, key, () => sendRequest(user, String(params.ws), body, request), body);
  }),
  route('put', '/api/workspace/:ws/payment/request/cancel/:id', ({ me, params }) => {
    const workspace = requirePermission(me(), String(params.ws), 'paymentRequest.cancel');
    const row = workspaceRequest(workspace.id, params.id);
    if (row.status === 'DONE') throw badRequest('Transaction is done');
    if (row.status === 'NEW') Object.assign(row, { status: 'CANCELED', canceledAt: nowIso() });
    return { paymentRequest: requestView(row) };
  }),
  route('delete', '/api/workspace/:ws/payment/request/:id', ({ me, params }) => {
    const workspace = requirePermission(me(), String(params.ws), 'paymentRequest.delete');
    const row = workspaceRequest(workspace.id, params.id);
    if (!isDeletablePaymentRequest(row.status, row.dateToCancel, todayIso())) throw badRequest('Payment request cannot be deleted');
    db.extra.terminalPaymentRequests = paymentRequests().filter((r) => r !== row);
    return { ok: true };
  }),
  route<NewRequestBody>('post', '/api/workspace/:ws/:terminalId/payment/request', ({ me, params, body }) => {
    const workspace = requirePermission(me(), String(params.ws), 'paymentRequest.create');
    const requestNumber = text(body.requestNumber);
    if (!requestNumber) throw badRequest('upr is missing');
    const terminal = workspaceTerminal(workspace.id, params.terminalId);
    if (body.terminalId !== undefined && body.terminalId !== terminal.terminalId) throw badRequest('Invalid data structure');
    if (terminal.terminalLink === OFFLINE_TERMINAL_LINK) throw new MockHttpError(503, { message: 'Failed to connect to the terminal' });
    // The amount as the client sends it (section 7: a decimal string of shekels).
    const agorot = typeof body.amount === 'string' && /^\d+(\.\d{1,2})?$/.test(body.amount) ? agorotOf(body.amount) : null;
    const email = text(body.clientEmail);
    const message = text(body.clientMessage);
    const days = isValidDaysToCancel(workspace.daysToCancel) ? Number(workspace.daysToCancel) : 14;
    const cancelOn = text(body.dateToCancel) || addDays(todayIso(), days);
    const invalid =
      !isValidUpr(requestNumber) ||
      !isValidRequestAmount(agorot) ||
      (email && !isValidEmail(email)) ||
      !isSafeText(message) || !fitsChars(message, COMMENT_MAX) ||
      !isValidDateToCancel(cancelOn, todayIso());
    if (invalid) throw badRequest('Invalid data structure');
    if (paymentRequests().some((r) => r.requestNumber.toLowerCase() === requestNumber.toLowerCase())) throw conflict('UPR already in use');
    const row: TerminalPaymentRequestRow = {
      requestNumber, terminalId: terminal.terminalId, wsId: workspace.id, amount: Number(shekelsText(agorot!)), status: 'NEW',
      clientEmail: email || undefined, clientMessage: message || undefined, dateToCancel: cancelOn, createdAt: nowIso(),
      fpk: `k${randomCode(10)}`, fast: body.fast === true,
    };
    paymentRequests().unshift(row);
    return { paymentRequest: requestView(row) };
  }),
];
