import type { Terminal } from '../../src/api/types/terminal';
import { route } from '../route';
import { db, nextId, nowIso } from '../db/database';
import { onceByKey } from '../db/idempotency';
import { MockHttpError, badRequest, conflict, notFound } from '../db/MockHttpError';
import type { ChequeRow } from '../db/schema';
import { sendMail } from '../db/sessions';
import { paymentRequests, pendingCheques, transactions } from '../db/terminalTables';
import { OFFLINE_TERMINAL_LINK, type TerminalPaymentRequestRow, type TerminalTransactionRow } from '../db/seeds/terminalSeed';
import { paymentRequestStatus } from '../db/rules/statuses';
import { isSafeText } from '../db/rules/text';
import { COMMENT_MAX, MAX_CHEQUE_AGOROT, fitsChars } from '../db/rules/limits';
import { agorotOf } from '../db/helpers/money';
import { todayIso } from '../db/helpers/dates';

/** A request the payer may still pay: NEW and not past its date to cancel (section 4). */
const isOpen = (r: TerminalPaymentRequestRow) => paymentRequestStatus(r.status, r.dateToCancel, todayIso()) === 'NEW';

/** {id} of a terminal path is its link (what the payer's URL holds) or its id. */
function findTerminal(id: unknown): Terminal {
  const terminal = db.terminals.find((t) => t.terminalLink === id || t.terminalId === id);
  if (!terminal) throw notFound('Terminal does not exist');
  if (terminal.terminalLink === OFFLINE_TERMINAL_LINK) throw new MockHttpError(503, { message: 'Failed to connect to the terminal' });
  return terminal;
}

/** What a payer may see of a terminal: branding and the form it asks for, nothing of the workspace. */
function publicTerminal(t: Terminal) {
  const { wsId: _ws, postAddress: _post, autoDepositAccount: _acc, newCheckNotification: _n, ...shown } = t;
  void [_ws, _post, _acc, _n];
  return shown;
}

/** The business a payer pays (its name and logo on top of the payer's page); nothing else of the workspace. */
function publicBusiness(t: Terminal) {
  const workspace = db.workspaces.find((w) => w.id === t.wsId);
  return workspace ? { title: workspace.companyName || workspace.name, logo: workspace.logo } : undefined;
}

const publicRequest = (r: TerminalPaymentRequestRow) => ({
  requestNumber: r.requestNumber, amount: r.amount, clientMessage: r.clientMessage, clientEmail: r.clientEmail,
});

function openTransaction(terminal: Terminal, fields: Partial<TerminalTransactionRow>): TerminalTransactionRow {
  const row: TerminalTransactionRow = {
    transactionId: nextId('tt'), transactionNumber: nextId('tx'), terminalId: terminal.terminalId, wsId: terminal.wsId ?? 'w1',
    status: 'IN_PROGRESS', checkIds: [], createdAt: nowIso(), ...fields,
  };
  transactions().push(row);
  return row;
}

/** A finished visit: its receipt number, and the request it paid (by its number or payment key). */
function finishTransaction(row: TerminalTransactionRow): void {
  row.status = 'DONE';
  row.completedAt = nowIso();
  row.receiptNumber ??= String(10000 + transactions().length * 7 + row.checkIds.length);
  const request = paymentRequests().find(
    (r) => r.terminalId === row.terminalId && ((row.upr && r.requestNumber === row.upr) || (row.fpk && r.fpk === row.fpk)),
  );
  if (request && request.status === 'NEW') {
    Object.assign(request, { status: 'DONE', paidAt: row.completedAt, transactionId: row.transactionId });
    row.upr = request.requestNumber;
  }
}

/** "New-cheque notification": the workspace's owners hear of every cheque scanned at the terminal. */
function notifyNewCheques(terminal: Terminal, row: TerminalTransactionRow, count: number): void {
  if (!terminal.newCheckNotification || count === 0) return;
  const owners = db.memberships.filter((m) => m.wsId === terminal.wsId && m.roleType === 'OWNER');
  for (const owner of owners) {
    const user = db.users.find((u) => u.id === owner.userId);
    if (user) sendMail({ to: user.email, kind: 'terminalNewCheque', subject: `${count === 1 ? 'צ׳ק חדש' : `${count} צ׳קים חדשים`} במסוף ${terminal.name}`, link: `/terminal-transactions/${row.transactionId}` });
  }
}

function sessionTransaction(hash: unknown): TerminalTransactionRow {
  const row = transactions().find((t) => t.session && t.session === hash);
  if (!row) throw notFound('Transaction not found');
  if (row.status === 'DONE' || row.status === 'RETRIEVED') throw badRequest('Transaction is done');
  return row;
}

interface ScannedCheque {
  frontImage?: unknown;
  rearImage?: unknown;
  amount?: unknown;
  checkDate?: unknown;
}

interface ScanBody {
  checks?: ScannedCheque[];
  fromName?: string;
  comments?: string;
  email?: string;
  fpk?: string;
  upr?: string;
  transactionNumber?: string;
  hash?: string;
}

const isImage = (v: unknown): v is string => typeof v === 'string' && /^data:image\/(jpeg|png|gif|svg\+xml);base64,/.test(v);
const isAmount = (v: unknown) => {
  const agorot = typeof v === 'string' && /^\d+(\.\d{1,2})?$/.test(v) ? agorotOf(v) : null;
  return agorot !== null && agorot > 0 && agorot <= MAX_CHEQUE_AGOROT;
};
const isIsoDay = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** One scanned cheque -> a NEW cheque of the terminal's workspace, or null when it cannot be read. */
function chequeFromScan(terminal: Terminal, scan: ScannedCheque, body: ScanBody): ChequeRow | null {
  if (!isImage(scan.frontImage) || (scan.rearImage !== undefined && !isImage(scan.rearImage))) return null;
  if (scan.amount !== undefined && !isAmount(scan.amount)) return null;
  if (scan.checkDate !== undefined && !isIsoDay(scan.checkDate)) return null;
  if (terminal.allowAmountAndDate && (scan.amount === undefined || scan.checkDate === undefined)) return null;
  const at = nowIso();
  const ws = db.workspaces.find((w) => w.id === terminal.wsId);
  const by = body.fromName?.trim() || terminal.name;
  return {
    checkId: nextId('c'), wsId: terminal.wsId ?? 'w1', amount: scan.amount === undefined ? 0 : Number(scan.amount),
    checkDate: scan.checkDate as string | undefined, payee: ws?.companyName, status: 'NEW', signingStatus: 'UNSIGNED',
    source: 'DEPOSIT', tags: [], frontImage: scan.frontImage, rearImage: scan.rearImage as string | undefined,
    comments: body.comments?.trim() ? [{ id: nextId('cm'), text: body.comments.trim(), createdAt: at, author: by }] : [],
    createdAt: at, updatedAt: at,
    activity: [{ at, action: 'CREATED', by, details: `terminal ${terminal.name}` }],
  };
}

function requireClientDetails(terminal: Terminal, body: ScanBody): void {
  const missing =
    (terminal.fromNameMandatory && !body.fromName?.trim()) ||
    (terminal.commentsMandatory && !body.comments?.trim()) ||
    (terminal.confirmationEmailMandatory && !body.email?.trim());
  if (missing) throw badRequest('Invalid data structure');
  if (!fitsChars(body.comments ?? '', COMMENT_MAX) || !isSafeText(`${body.fromName ?? ''}${body.comments ?? ''}`)) throw badRequest('Invalid data structure');
}

/** Mock routes of the terminals domain (see mocks/route.ts): the payer's side of spec section 7. */
export const terminalHandlers = [
  route('get', '/api/terminal/info/:id', ({ params }) => {
    const terminal = findTerminal(params.id);
    return { terminal: publicTerminal(terminal), workspace: publicBusiness(terminal) };
  }),

  route('get', '/api/terminal/link/:id/fpk/:fpk', ({ params }) => {
    const terminal = findTerminal(params.id);
    const request = paymentRequests().find((r) => r.fpk === params.fpk && r.terminalId === terminal.terminalId && isOpen(r));
    if (!request) throw notFound('Payment request not found');
    return { terminal: publicTerminal(terminal), workspace: publicBusiness(terminal), paymentRequest: publicRequest(request) };
  }),

  route('get', '/api/terminal/transactions/status/:link/:number', ({ params }) => {
    const terminal = findTerminal(params.link);
    const row = transactions().find((t) => t.terminalId === terminal.terminalId && t.transactionNumber === params.number);
    if (!row) throw notFound('Transaction not found');
    return { transaction: { transactionId: row.transactionId, transactionNumber: row.transactionNumber, status: row.status, sessionStatus: row.status } };
  }),

  route<{ upr?: string; base64?: string; hash?: string }>('post', '/api/terminal/transactions/payment/:id', ({ params, body }) => {
    const upr = typeof body.upr === 'string' ? body.upr.trim() : '';
    if (!upr) throw badRequest('upr is missing');
    const terminal = findTerminal(params.id);
    const request = paymentRequests().find((r) => r.requestNumber === upr && r.terminalId === terminal.terminalId);
    if (request?.status === 'DONE') throw badRequest('Transaction is done');
    if (!request || !isOpen(request)) throw notFound('Payment request not found');
    // Opening a request claims it; the same link opened again (a reload) gets its session back.
    const opener = `${body.hash ?? ''}|${body.base64 ?? ''}`;
    const open = transactions().find((t) => t.upr === upr && t.status === 'IN_PROGRESS');
    if (request.inUse && (!open || open.openedBy !== opener)) throw conflict('UPR already in use');
    const row = open ?? openTransaction(terminal, { upr, session: nextId('pay-'), openedBy: opener });
    request.inUse = true;
    return { paymentRequest: publicRequest(request), transaction: { transactionId: row.transactionId, status: row.status }, hash: row.session };
  }),

  route<{ dataToUpdate?: Record<string, unknown>; hash?: string }>('put', '/api/terminal/complete', ({ body }) => {
    const row = sessionTransaction(body.hash);
    finishTransaction(row);
    return { receiptNumber: row.receiptNumber, transaction: { transactionId: row.transactionId, status: row.status } };
  }),

  // A retry of the same scan (same Idempotency-Key) gets the first reply and creates nothing.
  route<ScanBody>('post', '/api/terminal/:id', ({ params, body, request }) =>
    onceByKey(`POST /api/terminal/${String(params.id)}`, request.headers.get('idempotency-key'), () => submitScan(params.id, body)),
  ),
];

/** POST /api/terminal/{id}: the scanned cheques of one payer's visit, kept for pickup. */
function submitScan(id: unknown, body: ScanBody) {
  const terminal = findTerminal(id);
  if (!Array.isArray(body.checks) || body.checks.length === 0) throw badRequest('No checks found');
  requireClientDetails(terminal, body);
  const session = body.hash ? sessionTransaction(body.hash) : null;
  const cheques = body.checks.map((scan) => chequeFromScan(terminal, scan, body));
  const created = cheques.filter((c): c is ChequeRow => c !== null);
  // Awaiting pickup: the workspace's cheques only once staff complete the transaction.
  pendingCheques().unshift(...created);
  const result = { totalChecks: cheques.length, totalSucceeded: created.length, totalFailed: cheques.length - created.length };
  // Nothing could be read on a plain visit: nothing to keep, the payer tries again.
  if (!session && created.length === 0) return result;
  const row = session ?? openTransaction(terminal, { status: 'IN_PROGRESS' });
  row.checkIds.push(...created.map((c) => c.checkId));
  Object.assign(row, {
    fromName: body.fromName, email: body.email, comments: body.comments, fpk: body.fpk,
    totalChecks: (row.totalChecks ?? 0) + cheques.length,
    totalSucceeded: (row.totalSucceeded ?? 0) + created.length,
    totalFailed: (row.totalFailed ?? 0) + cheques.length - created.length,
  });
  // A visit without a session ends here; a session ends with PUT /api/terminal/complete.
  if (!session) finishTransaction(row);
  notifyNewCheques(terminal, row, created.length);
  return { ...result, transactionId: row.transactionId, transactionNumber: row.transactionNumber, receiptNumber: session ? undefined : row.receiptNumber };
}
