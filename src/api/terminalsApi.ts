import { baseApi } from './baseApi';
import { ChequeSchema } from './schema/cheque';
import { alias, id, listIn, map, obj, objectIn, opt } from './schema/fields';
import { defineReply } from './schema/reply';
import { orNull, pageIn } from './schema/staffFields';
import { ListedTransactionSchema, TerminalSchema, transactionFields, transactionNames } from './schema/terminal';
import { settle } from './request';
import { terminalCalls, type SessionUpdate } from './terminalCalls';
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

/** A cheque list bare or under `checks` (or `data`). */
const cheques = listIn(['checks'], ChequeSchema);
const terminalReply = objectIn(['terminal'], TerminalSchema);
const transactionReply = objectIn(['transaction'], ListedTransactionSchema);

/** {terminals}, also bare or under `data`. */
const terminalsReply = defineReply('GET /api/terminal/all/{ws}', listIn(['terminals'], TerminalSchema));
/** {terminal}, also bare or under `data`. */
const viewReply = defineReply('GET /api/terminal/view/{ws}/{id}', terminalReply);
/** The new terminal: its id is where the screen goes next. */
const createdReply = defineReply('POST /api/terminal/new', terminalReply);
/** The terminal, or null (it was saved; the view refreshes). */
const updatedReply = defineReply('PUT /api/terminal/edit', orNull(terminalReply));
/** {transactions, total}, also bare or under `data`. */
const listReply = defineReply(
  'POST /api/terminal/transactions/list',
  map(pageIn(['transactions'], ListedTransactionSchema), ({ rows, total }): TransactionList => ({ transactions: rows, total })),
);
/** {transactions: [{...transaction, checks}]}: each with its cheques (bare or under `checks`; none when missing). */
const searchReply = defineReply(
  'GET /api/check/transaction/search/{ws}',
  listIn(['transactions'], alias(obj({ ...transactionFields, transactionId: id(), checks: opt(cheques, () => []) }), transactionNames)),
);
/** {transaction}, also bare or under `data`. */
const workspaceTransactionReply = defineReply('GET /api/workspace/transaction/{ws}/{id}', transactionReply);
/** {checks}, also bare or under `data`. */
const transactionChequesReply = defineReply('GET /api/check/transaction/{a}/{b}', cheques);
/** {transaction, checks}: the transaction, or null (it was completed; the view refreshes). */
const completedReply = defineReply('GET /api/terminal/transactions/checks/complete/{a}/{b}', orNull(transactionReply));

export const readTerminal = viewReply.parse;
export const readTransactionList = listReply.parse;
export const readTransactionsWithCheques = searchReply.parse;
export const readTransaction = workspaceTransactionReply.parse;

const terminalTag = (terminalId: string) => [{ type: 'Terminal' as const, id: terminalId }, { type: 'Terminal' as const, id: 'LIST' }];
const transactionTag = (transactionId: string) => [{ type: 'TerminalTransaction' as const, id: transactionId }, { type: 'TerminalTransaction' as const, id: 'LIST' }];

export const terminalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTerminals: build.query<Terminal[], string>({
      query: (ws) => ({ url: `/api/terminal/all/${enc(ws)}` }),
      responseSchema: terminalsReply,
      providesTags: (terminals = []) => [{ type: 'Terminal', id: 'LIST' }, ...terminals.map((t) => ({ type: 'Terminal' as const, id: t.terminalId }))],
    }),
    getTerminal: build.query<Terminal, { ws: string; terminalId: string }>({
      query: ({ ws, terminalId }) => ({ url: `/api/terminal/view/${enc(ws)}/${enc(terminalId)}` }),
      responseSchema: viewReply,
      providesTags: (_t, _e, { terminalId }) => [{ type: 'Terminal', id: terminalId }],
    }),
    createTerminal: build.mutation<Terminal, { wsId: string; settings: TerminalSettings }>({
      query: ({ wsId, settings }) => ({ url: '/api/terminal/new', method: 'POST', data: { wsId, ...settings } }),
      responseSchema: createdReply,
      invalidatesTags: [{ type: 'Terminal', id: 'LIST' }],
    }),
    updateTerminal: build.mutation<Terminal | null, { wsId: string; terminalId: string; settings: TerminalSettings }>({
      query: ({ wsId, terminalId, settings }) => ({ url: '/api/terminal/edit', method: 'PUT', data: { wsId, terminalId, ...settings } }),
      responseSchema: updatedReply,
      invalidatesTags: (_t, _e, { terminalId }) => terminalTag(terminalId),
    }),
    deleteTerminal: build.mutation<void, { wsId: string; terminalId: string }>({
      query: (data) => ({ url: '/api/terminal', method: 'DELETE', data }),
      invalidatesTags: (_r, _e, { terminalId }) => terminalTag(terminalId),
    }),
    listTerminalTransactions: build.query<TransactionList, { wsId: string; terminalId: string; filters: TransactionFilters }>({
      query: (data) => ({ url: '/api/terminal/transactions/list', method: 'POST', data }),
      responseSchema: listReply,
      providesTags: (list) => [
        { type: 'TerminalTransaction', id: 'LIST' },
        ...(list?.transactions ?? []).flatMap((t) => (t.transactionId ? [{ type: 'TerminalTransaction' as const, id: t.transactionId }] : [])),
      ],
    }),
    searchWorkspaceTransactions: build.query<TransactionWithCheques[], { ws: string; filters?: TransactionFilters }>({
      query: ({ ws, filters }) => ({ url: `/api/check/transaction/search/${enc(ws)}`, params: filters }),
      responseSchema: searchReply,
      providesTags: [{ type: 'TerminalTransaction', id: 'LIST' }],
    }),
    getWorkspaceTransaction: build.query<TerminalTransaction, { ws: string; transactionId: string }>({
      query: ({ ws, transactionId }) => ({ url: `/api/workspace/transaction/${enc(ws)}/${enc(transactionId)}` }),
      responseSchema: workspaceTransactionReply,
      providesTags: (_t, _e, { transactionId }) => [{ type: 'TerminalTransaction', id: transactionId }],
    }),
    getTransactionCheques: build.query<Cheque[], { ws: string; transactionId: string }>({
      query: ({ ws, transactionId }) => ({ url: `/api/check/transaction/${enc(ws)}/${enc(transactionId)}` }),
      responseSchema: transactionChequesReply,
      providesTags: (_c, _e, { transactionId }) => [{ type: 'TerminalTransaction', id: transactionId }],
    }),
    completeTransactionCheques: build.mutation<TerminalTransaction | null, { ws: string; transactionId: string }>({
      query: ({ ws, transactionId }) => ({ url: `/api/terminal/transactions/checks/complete/${enc(ws)}/${enc(transactionId)}` }),
      responseSchema: completedReply,
      // The cheques join the workspace's lists; a paid request shows its transaction's new state.
      invalidatesTags: (_t, _e, { transactionId }) => [...transactionTag(transactionId), 'ChequeList', { type: 'PaymentRequest', id: 'LIST' }],
    }),
    deleteTransaction: build.mutation<void, { wsId: string; transactionId: string }>({
      query: (data) => ({ url: '/api/terminal/transactions', method: 'DELETE', data }),
      invalidatesTags: (_r, _e, { transactionId }) => transactionTag(transactionId),
    }),
    /** The payer's transaction status (terminalCalls, declared once there), polled by the staff's transaction view. */
    getTransactionStatus: build.query<SessionUpdate, { link: string; transactionNumber: string }>({
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
