import { baseApi } from './baseApi';
import { settle, type HttpArgs } from './request';
import { downloadCsv } from './downloadCsv';
import type { DownloadedFile } from './fileDownload';
import { ChequeSchema } from './schema/cheque';
import { alias, id, listIn, obj, objectIn } from './schema/fields';
import { orNull } from './schema/staffFields';
import { chequeListReplies, SEARCH_CHEQUES_CALL, WORKSPACE_CHEQUES_CALL, type ChequeList } from './schema/chequeList';
import { requestChequeList } from './offThread/chequeListRequest';
import { firstRowsKey, keepingFirstRows } from './offThread/firstRows';
import { defineReply } from './schema/reply';
import { filterToParams, type ChequeListFilter } from '@/lib/chequeListFilter';
import type { Cheque, ChequeFields } from './types/cheque';
import type { CheckActionPayload } from './types/checkAction';
import { forgetKeyWhenAnswered, idempotencyHeader } from './intentKey';

/*
 * Spec section 7, "Cheques": reading, creating, editing and moving cheques, their payee, tags and
 * comments. Pictures are in chequeImagesApi, signing in signingApi.
 */

export interface ChequeSearchArgs extends ChequeListFilter {
  ws: string;
}

/** A CSV file ready to save (src/api/fileDownload.ts). */
export type CsvFile = DownloadedFile;

export interface DeliveryUpdate {
  phone: string;
  address: string;
  sendingMethod: string;
  checkIds: string[];
}

export type { ChequeList };
export const readChequeList = chequeListReplies[SEARCH_CHEQUES_CALL].parse;
const byPhoneReply = defineReply('GET /api/check/phone/{phone}', listIn(['checks', 'cheques'], ChequeSchema));

/** A cheque bare or under `check` / `cheque`. */
const chequeReply = defineReply('GET /api/check/workspace/{ws}/{id}', objectIn(['check', 'cheque'], ChequeSchema));
export const readCheque = chequeReply.parse;
/** The new cheque's id: where the form goes next. */
const createdReply = defineReply('POST /api/check', objectIn(['check', 'cheque'], alias(obj({ checkId: id() }), { checkId: ['id', '_id'] })));
const updatedReply = defineReply('PUT /api/check/workspace/{ws}/check/{id}', orNull(objectIn(['check', 'cheque'], ChequeSchema)));
const payeeReply = defineReply('PUT /api/check/payee', orNull(objectIn(['check', 'cheque'], ChequeSchema)));

const enc = encodeURIComponent;

/** GET /api/check/search/{ws}: the list as JSON, or as CSV with Accept text/csv (one request, two uses). */
const searchRequest = ({ ws, ...filter }: ChequeSearchArgs): HttpArgs => ({ url: `/api/check/search/${enc(ws)}`, params: filterToParams(filter) });

/** One cheque changed: its view and every list refresh. */
const chequeChanged = (checkId: string) => [{ type: 'Cheque' as const, id: checkId }, 'ChequeList' as const];

export const chequesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/check/workspace/{ws}: every cheque of the workspace. */
    // Read off the page (api/offThread): tens of thousands of cheques held the page for seconds.
    getWorkspaceCheques: build.query<ChequeList, string>({
      queryFn: (ws, api) => settle(requestChequeList(WORKSPACE_CHEQUES_CALL, { url: `/api/check/workspace/${enc(ws)}` }, api.signal)),
      // A new reply replaces the rows: comparing 50,000 old and new rows field by field costs more than it saves.
      structuralSharing: false,
      providesTags: ['ChequeList'],
    }),
    /** GET /api/check/search/{ws}?box&status&from&to&q&sort&order (docs/backend-contract.md). */
    searchCheques: build.query<ChequeList, ChequeSearchArgs>({
      // A large reply's first rows reach the page before the whole list (offThread/firstRows.ts).
      queryFn: (args, api) =>
        settle(keepingFirstRows(firstRowsKey(args), (onFirstRows) => requestChequeList(SEARCH_CHEQUES_CALL, searchRequest(args), api.signal, onFirstRows))),
      structuralSharing: false,
      providesTags: ['ChequeList'],
    }),
    /** The same search as CSV (Accept text/csv, spec section 9), checked by the rules of section 5. */
    downloadChequesCsv: build.mutation<CsvFile, ChequeSearchArgs>({
      queryFn: (args, api) => downloadCsv(searchRequest(args), api.signal),
    }),
    /** GET /api/check/phone/{phone}: the cheques sent to a phone. */
    getChequesByPhone: build.query<Cheque[], string>({
      query: (phone) => ({ url: `/api/check/phone/${enc(phone)}` }),
      responseSchema: byPhoneReply,
      providesTags: ['ChequeList'],
    }),
    /** GET /api/check/workspace/{ws}/{id}: one cheque with its activity, rear signatures and crop. */
    getCheque: build.query<Cheque, { ws: string; checkId: string }>({
      query: ({ ws, checkId }) => ({ url: `/api/check/workspace/${enc(ws)}/${enc(checkId)}` }),
      responseSchema: chequeReply,
      providesTags: (_r, _e, { checkId }) => [{ type: 'Cheque', id: checkId }],
    }),
    /** POST /api/check with {wsId, fields}. */
    createCheque: build.mutation<{ checkId: string }, { wsId: string; fields: ChequeFields }>({
      query: (body) => ({ url: '/api/check', method: 'POST', data: body }),
      responseSchema: createdReply,
      invalidatesTags: ['ChequeList'],
    }),
    /** PUT /api/check/workspace/{ws}/check/{id} with {fields}. */
    updateCheque: build.mutation<Cheque | null, { ws: string; checkId: string; fields: ChequeFields }>({
      query: ({ ws, checkId, fields }) => ({ url: `/api/check/workspace/${enc(ws)}/check/${enc(checkId)}`, method: 'PUT', data: { fields } }),
      responseSchema: updatedReply,
      invalidatesTags: (_r, _e, { checkId }) => chequeChanged(checkId),
    }),
    /** POST /api/check/action: every status move of one or many cheques (types/checkAction.ts). */
    checkAction: build.mutation<unknown, CheckActionPayload>({
      // Money moves: a retry of the same action carries the same Idempotency-Key (intentKey.ts).
      query: (body) => ({ url: '/api/check/action', method: 'POST', data: body, headers: idempotencyHeader('checkAction', body) }),
      onQueryStarted: forgetKeyWhenAnswered('checkAction'),
      // Deposits and prints spend credits: the balance and the charges report change too.
      invalidatesTags: ['ChequeList', 'Cheque', 'Deposit', 'Credits', 'Report'],
    }),
    /** PUT /api/check/payee with {checkId, fields}: one cheque's payee. */
    updatePayee: build.mutation<Cheque | null, { checkId: string; fields: Pick<ChequeFields, 'payee' | 'payeePhone' | 'payeeAddress'> }>({
      query: (body) => ({ url: '/api/check/payee', method: 'PUT', data: body }),
      responseSchema: payeeReply,
      invalidatesTags: (_r, _e, { checkId }) => chequeChanged(checkId),
    }),
    /** PUT /api/check/payee/update with {phone, address, sendingMethod, checkIds}: delivery of many. */
    updateDelivery: build.mutation<unknown, DeliveryUpdate>({
      query: (body) => ({ url: '/api/check/payee/update', method: 'PUT', data: body }),
      invalidatesTags: ['ChequeList', 'Cheque'],
    }),
    /** POST /api/check/tags/{ws} with {checkId, tagId}. */
    addChequeTag: build.mutation<unknown, { ws: string; checkId: string; tagId: string }>({
      query: ({ ws, checkId, tagId }) => ({ url: `/api/check/tags/${enc(ws)}`, method: 'POST', data: { checkId, tagId } }),
      invalidatesTags: (_r, _e, { checkId }) => chequeChanged(checkId),
    }),
    /** DELETE /api/check/tags/{ws} with {checkId, tagId}. */
    removeChequeTag: build.mutation<unknown, { ws: string; checkId: string; tagId: string }>({
      query: ({ ws, checkId, tagId }) => ({ url: `/api/check/tags/${enc(ws)}`, method: 'DELETE', data: { checkId, tagId } }),
      invalidatesTags: (_r, _e, { checkId }) => chequeChanged(checkId),
    }),
    /** POST /api/check/comments/{ws} with {checkId, comment}. */
    addChequeComment: build.mutation<unknown, { ws: string; checkId: string; comment: string }>({
      query: ({ ws, checkId, comment }) => ({ url: `/api/check/comments/${enc(ws)}`, method: 'POST', data: { checkId, comment } }),
      invalidatesTags: (_r, _e, { checkId }) => chequeChanged(checkId),
    }),
  }),
});

export const {
  useGetWorkspaceChequesQuery,
  useSearchChequesQuery,
  useDownloadChequesCsvMutation,
  useGetChequesByPhoneQuery,
  useGetChequeQuery,
  useCreateChequeMutation,
  useUpdateChequeMutation,
  useCheckActionMutation,
  useUpdatePayeeMutation,
  useUpdateDeliveryMutation,
  useAddChequeTagMutation,
  useRemoveChequeTagMutation,
  useAddChequeCommentMutation,
} = chequesApi;
