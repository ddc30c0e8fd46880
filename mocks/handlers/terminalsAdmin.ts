import { http, HttpResponse } from 'msw';
import { route } from '../route';
import { db, nextId, nowIso, persist } from '../db/database';
import { badRequest, MockHttpError } from '../db/MockHttpError';
import { requirePermission } from '../db/permissions';
import { chequeSvg, decodeDataUrl } from '../db/chequeImages';
import { logActivity } from '../db/chequeAccess';
import { readTerminalSettings } from '../db/terminalSettings';
import {
  chequeView,
  paymentRequests,
  pendingCheques,
  transactionCheques,
  transactionView,
  transactions,
  workspaceTerminal,
  workspaceTransaction,
} from '../db/terminalTables';
import { OFFLINE_TERMINAL_LINK } from '../db/seeds/terminalSeed';
import { transactionFilter } from '../db/helpers/listFilters';

const newest = <T extends { createdAt: string }>(a: T, b: T) => b.createdAt.localeCompare(a.createdAt);

/** The staff's terminal routes (spec section 7, "Terminals", and the transaction calls). */
export const terminalAdminHandlers = [
  route('get', '/api/terminal/all/:ws', ({ me, params }) => {
    const workspace = requirePermission(me(), String(params.ws), 'terminal.view');
    return { terminals: db.terminals.filter((t) => t.wsId === workspace.id) };
  }),
  route('get', '/api/terminal/view/:ws/:id', ({ me, params }) => {
    const workspace = requirePermission(me(), String(params.ws), 'terminal.view');
    return { terminal: workspaceTerminal(workspace.id, params.id) };
  }),
  route<Record<string, unknown>>('post', '/api/terminal/new', ({ me, body }) => {
    const workspace = requirePermission(me(), String(body.wsId ?? ''), 'terminal.create');
    const terminal = { terminalId: nextId('term'), ...readTerminalSettings(body, workspace.id) };
    db.terminals.push(terminal);
    return { terminal };
  }),
  route<Record<string, unknown>>('put', '/api/terminal/edit', ({ me, body }) => {
    const workspace = requirePermission(me(), String(body.wsId ?? ''), 'terminal.edit');
    const terminal = workspaceTerminal(workspace.id, body.terminalId);
    Object.assign(terminal, readTerminalSettings(body, workspace.id, terminal.terminalId));
    return { terminal };
  }),
  route<{ wsId?: string; terminalId?: string }>('delete', '/api/terminal', ({ me, body }) => {
    const workspace = requirePermission(me(), String(body.wsId ?? ''), 'terminal.delete');
    const terminal = workspaceTerminal(workspace.id, body.terminalId);
    db.terminals = db.terminals.filter((t) => t !== terminal);
    // Its open payment requests can no longer be paid.
    paymentRequests()
      .filter((r) => r.terminalId === terminal.terminalId && r.status === 'NEW')
      .forEach((r) => Object.assign(r, { status: 'CANCELED', canceledAt: nowIso() }));
    return { ok: true };
  }),

  route<{ terminalId?: string; wsId?: string; filters?: Record<string, unknown> }>('post', '/api/terminal/transactions/list', ({ me, body }) => {
    const workspace = requirePermission(me(), String(body.wsId ?? ''), 'terminal.view');
    const terminal = workspaceTerminal(workspace.id, body.terminalId);
    if (terminal.terminalLink === OFFLINE_TERMINAL_LINK) throw new MockHttpError(503, { message: 'Failed to connect to the terminal' });
    const matches = transactionFilter(body.filters ?? {});
    const rows = transactions().filter((t) => t.terminalId === terminal.terminalId && matches(t)).sort(newest);
    return { transactions: rows.map(transactionView), total: rows.length };
  }),
  // Before /api/check/transaction/:ws/:id, which would read "search" as a workspace.
  route('get', '/api/check/transaction/search/:ws', ({ me, params, query }) => {
    const workspace = requirePermission(me(), String(params.ws), 'terminal.view');
    const matches = transactionFilter(query);
    const rows = transactions().filter((t) => t.wsId === workspace.id && matches(t)).sort(newest);
    return { transactions: rows.map((t) => ({ ...transactionView(t), checks: transactionCheques(t).map(chequeView) })), total: rows.length };
  }),
  route('get', '/api/workspace/transaction/:ws/:id', ({ me, params }) => {
    const workspace = requirePermission(me(), String(params.ws), 'terminal.view');
    return { transaction: transactionView(workspaceTransaction(workspace.id, params.id)) };
  }),
  route('get', '/api/check/transaction/:ws/:id', ({ me, params }) => {
    const workspace = requirePermission(me(), String(params.ws), 'terminal.view');
    return { checks: transactionCheques(workspaceTransaction(workspace.id, params.id)).map(chequeView) };
  }),
  route('get', '/api/terminal/transactions/checks/complete/:ws/:id', ({ me, params }) => {
    const user = me();
    const workspace = requirePermission(user, String(params.ws), 'terminalTransaction.complete');
    const row = workspaceTransaction(workspace.id, params.id);
    if (row.status === 'RETRIEVED') throw badRequest('Transaction is done');
    const waiting = pendingCheques().filter((c) => row.checkIds.includes(c.checkId));
    if (row.status !== 'DONE' || waiting.length === 0) throw badRequest('No checks found');
    const terminal = db.terminals.find((t) => t.terminalId === row.terminalId);
    const account = terminal?.autoDepositAccount && db.accounts.find((a) => a.id === terminal.autoDepositAccount && a.wsId === workspace.id);
    for (const cheque of waiting) {
      // "Automatic deposit to a chosen account": the cheque goes to that account's deposit queue.
      if (account) Object.assign(cheque, { status: 'AWAITING_DEPOSIT', bankAccount: account.id, depositDate: cheque.checkDate });
      logActivity(cheque, user, 'RETRIEVED', `terminal ${terminal?.name ?? row.terminalId}, ${row.transactionNumber}`);
    }
    db.extra.terminalCheques = pendingCheques().filter((c) => !waiting.includes(c));
    db.cheques.unshift(...waiting);
    Object.assign(row, { status: 'RETRIEVED', retrievedAt: nowIso() });
    // A GET that changes state (the backend's path): the wrapper persists only other methods.
    persist();
    return { transaction: transactionView(row), checks: waiting.map(chequeView) };
  }),
  route<{ wsId?: string; transactionId?: string }>('delete', '/api/terminal/transactions', ({ me, body }) => {
    const workspace = requirePermission(me(), String(body.wsId ?? ''), 'terminalTransaction.delete');
    const row = workspaceTransaction(workspace.id, body.transactionId);
    if (row.status === 'RETRIEVED') throw badRequest('Transaction is done');
    db.extra.terminalTransactions = transactions().filter((t) => t !== row);
    db.extra.terminalCheques = pendingCheques().filter((c) => !row.checkIds.includes(c.checkId));
    return { ok: true };
  }),

  // The pictures of a cheque awaiting pickup; any other cheque falls through to the cheque routes.
  http.get('/api/check/images/:side/:id', ({ params, request }) => {
    const cheque = pendingCheques().find((c) => c.checkId === params.id);
    if (!cheque || (params.side !== 'front' && params.side !== 'rear')) return undefined;
    const stored = params.side === 'front' ? cheque.frontImage : cheque.rearImage;
    const decoded = stored ? decodeDataUrl(stored) : null;
    if (decoded) return new HttpResponse(decoded.bytes, { headers: { 'Content-Type': decoded.type } });
    const small = new URL(request.url).searchParams.get('size') === '200';
    return new HttpResponse(chequeSvg(cheque, params.side, small), { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
];
