// The one set of terminal tables that the payer's routes (handlers/terminals.ts) and the staff's
// routes (handlers/terminalsAdmin.ts, handlers/paymentRequests.ts) share, so both sides agree:
// db.terminals, the transactions, the payment requests and the cheques awaiting pickup.
import type { Terminal } from '../../src/api/types/terminal';
import { db, extraTable } from './database';
import { notFound } from './MockHttpError';
import type { ChequeRow } from './schema';
import {
  TERMINAL_CHEQUES,
  TERMINAL_PAYMENT_REQUESTS,
  TERMINAL_TRANSACTIONS,
  type TerminalPaymentRequestRow,
  type TerminalTransactionRow,
} from './seeds/terminalSeed';

export const transactions = () => extraTable<TerminalTransactionRow>(TERMINAL_TRANSACTIONS);
export const paymentRequests = () => extraTable<TerminalPaymentRequestRow>(TERMINAL_PAYMENT_REQUESTS);
/** Scanned cheques that are not the workspace's yet (a transaction awaiting pickup holds them). */
export const pendingCheques = () => extraTable<ChequeRow>(TERMINAL_CHEQUES);

/** A terminal of workspace `wsId` by its id (or link); 404 "Terminal does not exist" otherwise. */
export function workspaceTerminal(wsId: string, id: unknown): Terminal {
  const terminal = db.terminals.find((t) => t.wsId === wsId && (t.terminalId === id || t.terminalLink === id));
  if (!terminal) throw notFound('Terminal does not exist');
  return terminal;
}

export function workspaceTransaction(wsId: string, id: unknown): TerminalTransactionRow {
  const row = transactions().find((t) => t.wsId === wsId && (t.transactionId === id || t.transactionNumber === id));
  if (!row) throw notFound('Transaction not found');
  return row;
}

export function workspaceRequest(wsId: string, id: unknown): TerminalPaymentRequestRow {
  const row = paymentRequests().find((r) => r.wsId === wsId && r.requestNumber === id);
  if (!row) throw notFound('Payment request not found');
  return row;
}

/** The cheques of a transaction: awaiting pickup, or the workspace's once completed. */
export function transactionCheques(row: TerminalTransactionRow): ChequeRow[] {
  const ids = new Set(row.checkIds);
  return [...pendingCheques(), ...db.cheques].filter((c) => ids.has(c.checkId));
}

/** A cheque as replies carry it: no stored pictures, no history. */
export function chequeView(row: ChequeRow) {
  const { frontImage: _f, rearImage: _r, activity: _a, ...cheque } = row;
  void [_f, _r, _a];
  return cheque;
}

/** A transaction as staff see it: the session secrets stay on the server. */
export function transactionView(row: TerminalTransactionRow) {
  const { session: _s, openedBy: _o, ...shown } = row;
  void [_s, _o];
  return shown;
}

/** The request as staff see it, with its payer link's parts. */
export function requestView(row: TerminalPaymentRequestRow) {
  const terminal = db.terminals.find((t) => t.terminalId === row.terminalId);
  const { fpk, inUse: _u, sentTo, ...shown } = row;
  void _u;
  const link = terminal
    ? row.fast && fpk
      ? `/terminal/${encodeURIComponent(terminal.terminalLink)}/${encodeURIComponent(fpk)}`
      : `/terminal/transaction/payment/session/${encodeURIComponent(terminal.terminalLink)}/${encodeURIComponent(row.requestNumber)}`
    : undefined;
  return { ...shown, id: row.requestNumber, paymentKeyId: fpk, terminalLink: terminal?.terminalLink, link, sentTo: sentTo ?? [] };
}
