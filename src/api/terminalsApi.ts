import { baseApi } from './baseApi';
import { pickList, pickNumber, pickObject } from './replies';
import { settle } from './request';
import { terminalCalls, type TerminalSession } from './terminalCalls';
import type { Cheque } from './types/cheque';
import type { Terminal, TerminalSettings, TerminalTransaction } from './types/terminal';

/*
 * The staff's side of the terminal calls (spec section 7, "Terminals", and the transaction calls
 * under /api/workspace and /api/check). The payer's side is terminalCalls (plain calls); the
 * transaction status (GET /api/terminal/transactions/status/{link}/{number}) is its call, wrapped
 * here for the staff's transaction view. Reply shapes chosen where the spec is silent (the mock answers these):
 * - GET /api/terminal/all/{ws} -> { terminals: Terminal[] }
 * - GET /api/terminal/view/{ws}/{terminalId} -> { terminal }
 * - POST /api/terminal/new { wsId, ...settings } -> { terminal }
 * - PUT /api/terminal/edit { wsId, terminalId, ...settings } -> { terminal }
 * - DELETE /api/terminal { wsId, terminalId } -> { ok }
 * - POST /api/terminal/transactions/list { terminalId, wsId, filters: { status?, from?, to?, q? } }
 *   -> { transactions: TerminalTransaction[], total }
 * - GET /api/check/transaction/search/{ws}?status&from&to&q -> { transactions: (TerminalTransaction
 *   & { checks })[], total }: every terminal of the workspace (receipts and payments read it)
 * - GET /api/workspace/transaction/{ws}/{transactionId} -> { transaction }
 * - GET /api/check/transaction/{ws}/{transactionId} -> { checks: Cheque[] } ({a}/{b} of the spec)
 * - GET /api/terminal/transactions/checks/complete/{ws}/{transactionId} -> { transaction, checks }:
 *   the cheques join the workspace's cheques, the transaction becomes RETRIEVED (a GET that changes
 *   state: the backend's own choice)
 * - DELETE /api/terminal/transactions { wsId, transactionId } -> { ok }
 */

export interface TransactionFilters {
  status?: string;
  /** Creation days 'YYYY-MM-DD', both included. */
  from?: string;
  to?: string;
  q?: string;
}

export interface TransactionList {
  transactions: TerminalTransaction[];
  total: number;
}

/** A transaction of the workspace-wide search: with the cheques the payer scanned. */
export type TransactionWithCheques = TerminalTransaction & { transactionId: string; checks: Cheque[] };

const enc = encodeURIComponent;

export function readTerminal(reply: unknown): Terminal {
  return (pickObject<Terminal>(reply, 'terminal') ?? {}) as Terminal;
}

export function readTransactionList(reply: unknown): TransactionList {
  const transactions = pickList<TerminalTransaction>(reply, 'transactions');
  const total = reply && typeof reply === 'object' ? (reply as { total?: unknown }).total : undefined;
  return { transactions, total: pickNumber(total, transactions.length) };
}

export function readTransactionsWithCheques(reply: unknown): TransactionWithCheques[] {
  return pickList<TerminalTransaction & { checks?: unknown }>(reply, 'transactions')
    .filter((t) => t && typeof t.transactionId === 'string')
    .map((t) => ({ ...t, transactionId: t.transactionId!, checks: pickList<Cheque>(t.checks ?? [], 'checks') }));
}

export function readTransaction(reply: unknown): TerminalTransaction {
  return (pickObject<TerminalTransaction>(reply, 'transaction') ?? {}) as TerminalTransaction;
}

const terminalTag = (terminalId: string) => [{ type: 'Terminal' as const, id: terminalId }, { type: 'Terminal' as const, id: 'LIST' }];
const transactionTag = (transactionId: string) => [{ type: 'TerminalTransaction' as const, id: transactionId }, { type: 'TerminalTransaction' as const, id: 'LIST' }];

export const terminalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTerminals: build.query<Terminal[], string>({
      query: (ws) => ({ url: `/api/terminal/all/${enc(ws)}` }),
      transformResponse: (reply: unknown) => pickList<Terminal>(reply, 'terminals'),
      providesTags: (terminals = []) => [{ type: 'Terminal', id: 'LIST' }, ...terminals.map((t) => ({ type: 'Terminal' as const, id: t.terminalId }))],
    }),
    getTerminal: build.query<Terminal, { ws: string; terminalId: string }>({
      query: ({ ws, terminalId }) => ({ url: `/api/terminal/view/${enc(ws)}/${enc(terminalId)}` }),
      transformResponse: readTerminal,
      providesTags: (_t, _e, { terminalId }) => [{ type: 'Terminal', id: terminalId }],
    }),
    createTerminal: build.mutation<Terminal, { wsId: string; settings: TerminalSettings }>({
      query: ({ wsId, settings }) => ({ url: '/api/terminal/new', method: 'POST', data: { wsId, ...settings } }),
      transformResponse: readTerminal,
      invalidatesTags: [{ type: 'Terminal', id: 'LIST' }],
    }),
    updateTerminal: build.mutation<Terminal, { wsId: string; terminalId: string; settings: TerminalSettings }>({
      query: ({ wsId, terminalId, settings }) => ({ url: '/api/terminal/edit', method: 'PUT', data: { wsId, terminalId, ...settings } }),
      transformResponse: readTerminal,
      invalidatesTags: (_t, _e, { terminalId }) => terminalTag(terminalId),
    }),
    deleteTerminal: build.mutation<void, { wsId: string; terminalId: string }>({
      query: (data) => ({ url: '/api/terminal', method: 'DELETE', data }),
      invalidatesTags: (_r, _e, { terminalId }) => terminalTag(terminalId),
    }),
    listTerminalTransactions: build.query<TransactionList, { wsId: string; terminalId: string; filters: TransactionFilters }>({
      query: (data) => ({ url: '/api/terminal/transactions/list', method: 'POST', data }),
      transformResponse: readTransactionList,
      providesTags: (list) => [
        { type: 'TerminalTransaction', id: 'LIST' },
        ...(list?.transactions ?? []).flatMap((t) => (t.transactionId ? [{ type: 'TerminalTransaction' as const, id: t.transactionId }] : [])),
      ],
    }),
    searchWorkspaceTransactions: build.query<TransactionWithCheques[], { ws: string; filters?: TransactionFilters }>({
      query: ({ ws, filters }) => ({ url: `/api/check/transaction/search/${enc(ws)}`, params: filters }),
      transformResponse: readTransactionsWithCheques,
      providesTags: [{ type: 'TerminalTransaction', id: 'LIST' }],
    }),
    getWorkspaceTransaction: build.query<TerminalTransaction, { ws: string; transactionId: string }>({
      query: ({ ws, transactionId }) => ({ url: `/api/workspace/transaction/${enc(ws)}/${enc(transactionId)}` }),
      transformResponse: readTransaction,
      providesTags: (_t, _e, { transactionId }) => [{ type: 'TerminalTransaction', id: transactionId }],
    }),
    getTransactionCheques: build.query<Cheque[], { ws: string; transactionId: string }>({
      query: ({ ws, transactionId }) => ({ url: `/api/check/transaction/${enc(ws)}/${enc(transactionId)}` }),
      transformResponse: (reply: unknown) => pickList<Cheque>(reply, 'checks'),
      providesTags: (_c, _e, { transactionId }) => [{ type: 'TerminalTransaction', id: transactionId }],
    }),
    completeTransactionCheques: build.mutation<TerminalTransaction, { ws: string; transactionId: string }>({
      query: ({ ws, transactionId }) => ({ url: `/api/terminal/transactions/checks/complete/${enc(ws)}/${enc(transactionId)}` }),
      transformResponse: readTransaction,
      // The cheques join the workspace's lists; a paid request shows its transaction's new state.
      invalidatesTags: (_t, _e, { transactionId }) => [...transactionTag(transactionId), 'ChequeList', { type: 'PaymentRequest', id: 'LIST' }],
    }),
    deleteTransaction: build.mutation<void, { wsId: string; transactionId: string }>({
      query: (data) => ({ url: '/api/terminal/transactions', method: 'DELETE', data }),
      invalidatesTags: (_r, _e, { transactionId }) => transactionTag(transactionId),
    }),
    /** The payer's transaction status (terminalCalls, declared once there), polled by the staff's transaction view. */
    getTransactionStatus: build.query<TerminalSession, { link: string; transactionNumber: string }>({
      queryFn: (args) => settle(terminalCalls.getTransactionStatus(args)),
    }),
  }),
});

export const {
  useGetTerminalsQuery,
  useGetTerminalQuery,
  useCreateTerminalMutation,
  useUpdateTerminalMutation,
  useDeleteTerminalMutation,
  useListTerminalTransactionsQuery,
  useSearchWorkspaceTransactionsQuery,
  useGetWorkspaceTransactionQuery,
  useGetTransactionChequesQuery,
  useCompleteTransactionChequesMutation,
  useDeleteTransactionMutation,
  useGetTransactionStatusQuery,
} = terminalsApi;
