import type { AxiosResponse } from 'axios';
import { baseApi } from './baseApi';
import { http } from './http';
import { toApiError, type ApiError } from './apiError';
import { pickList, pickNumber } from './replies';
import { csvResponseProblem, fileNameFromDisposition } from '@/lib/csvDownload';
import { filterToParams, type ChequeListFilter } from '@/lib/chequeListFilter';
import type { Cheque, CheckActionPayload, WithUser } from './types';

export interface ChequeList {
  checks: Cheque[];
  total: number;
}

export interface ChequeSearchArgs extends ChequeListFilter {
  ws: string;
}

/** A CSV file ready to save: an object URL (the caller revokes it) and the name to save it under. */
export interface CsvFile {
  url: string;
  fileName: string;
}

export interface DeliveryUpdate {
  phone: string;
  address: string;
  sendingMethod: string;
  checkIds: string[];
}

function toChequeList(reply: unknown): ChequeList {
  const checks = pickList<Cheque>(reply, 'checks');
  const total = reply && typeof reply === 'object' ? (reply as { total?: unknown }).total : undefined;
  return { checks, total: pickNumber(total, checks.length) };
}

function searchUrl(ws: string): string {
  return `/api/check/search/${encodeURIComponent(ws)}`;
}

/** Spec section 5 "CSV download": the three refusals keep the spec's texts as the message. */
function csvError(message: string, status: number | null, messageKey: string, messageParams?: ApiError['messageParams']): ApiError {
  return { status, message, messageKey, messageParams };
}

function header(response: AxiosResponse, name: string): string | null {
  const value: unknown = response.headers?.[name];
  return typeof value === 'string' ? value : null;
}

async function downloadCsv({ ws, ...filter }: ChequeSearchArgs, signal: AbortSignal): Promise<{ data: CsvFile } | { error: ApiError }> {
  let response: AxiosResponse<ArrayBuffer>;
  try {
    // Bytes rather than a Blob: the same in every browser and in jsdom (tests).
    response = await http.get<ArrayBuffer>(searchUrl(ws), {
      params: filterToParams(filter),
      headers: { Accept: 'text/csv' },
      responseType: 'arraybuffer',
      signal,
    });
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status === null) return { error: apiError };
    return { error: csvError(`HTTP error! Status: ${apiError.status}`, apiError.status, 'chequeLists:csv.httpError', { status: apiError.status }) };
  }
  const bytes = response.data;
  const contentType = header(response, 'content-type');
  const size = bytes instanceof ArrayBuffer ? bytes.byteLength : 0;
  const problem = csvResponseProblem({ ok: true, status: response.status, contentType, size });
  if (problem === 'download failed') return { error: csvError(problem, response.status, 'errors.downloadFailed') };
  if (problem) return { error: csvError(problem, response.status, 'chequeLists:csv.unexpectedType', { type: String(contentType) }) };
  const blob = new Blob([bytes], { type: contentType ?? 'text/csv' });
  return { data: { url: URL.createObjectURL(blob), fileName: fileNameFromDisposition(header(response, 'content-disposition')) } };
}

export const chequesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/check/workspace/{ws}: every cheque of the workspace. */
    getWorkspaceCheques: build.query<ChequeList, string>({
      query: (ws) => ({ url: `/api/check/workspace/${encodeURIComponent(ws)}` }),
      transformResponse: toChequeList,
      providesTags: ['ChequeList'],
    }),
    /** GET /api/check/search/{ws}?box&status&from&to&q&sort&order (types.ts: the parameters). */
    searchCheques: build.query<ChequeList, ChequeSearchArgs>({
      query: ({ ws, ...filter }) => ({ url: searchUrl(ws), params: filterToParams(filter) }),
      transformResponse: toChequeList,
      providesTags: ['ChequeList'],
    }),
    /** The same search as CSV (Accept text/csv, spec section 9), checked by the rules of section 5. */
    downloadChequesCsv: build.mutation<CsvFile, ChequeSearchArgs>({
      queryFn: (args, api) => downloadCsv(args, api.signal),
    }),
    /** POST /api/check/action: every status move of one or many cheques (spec section 3 payload). */
    checkAction: build.mutation<unknown, CheckActionPayload>({
      query: (body) => ({ url: '/api/check/action', method: 'POST', data: body }),
      invalidatesTags: ['ChequeList', 'Cheque'],
    }),
    /** PUT /api/user/inbox/columns/{ws} with {columns}: the reply's user carries them back. */
    saveInboxColumns: build.mutation<WithUser, { ws: string; columns: string[] }>({
      query: ({ ws, columns }) => ({ url: `/api/user/inbox/columns/${encodeURIComponent(ws)}`, method: 'PUT', data: { columns } }),
    }),
    /** PUT /api/check/payee/update with {phone, address, sendingMethod, checkIds}. */
    updateDelivery: build.mutation<unknown, DeliveryUpdate>({
      query: (body) => ({ url: '/api/check/payee/update', method: 'PUT', data: body }),
      invalidatesTags: ['ChequeList', 'Cheque'],
    }),
  }),
});

export const {
  useGetWorkspaceChequesQuery,
  useSearchChequesQuery,
  useDownloadChequesCsvMutation,
  useCheckActionMutation,
  useSaveInboxColumnsMutation,
  useUpdateDeliveryMutation,
} = chequesApi;
