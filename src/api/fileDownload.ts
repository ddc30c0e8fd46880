import { isAxiosError, type AxiosResponse } from 'axios';
import type { HttpArgs } from './request';
import { http } from './http';
import { toApiError, type ApiError } from './apiError';
import { csvResponseProblem, fileNameFromDisposition } from '@/lib/csvDownload';

/*
 * Spec section 5 "CSV download (client-side)", for every file the app downloads (the cheque list,
 * the charges report, a deposit's bank feedback): not OK -> 'HTTP error! Status: {n}', not CSV ->
 * 'Unexpected response type: {type}', empty -> 'download failed'; no file name -> the generic one.
 * The spec's texts stay the message; the user reads the translation (common `download.*`).
 */

/** A file ready to save: an object URL (the caller revokes it) and the name to save it under. */
export interface DownloadedFile {
  url: string;
  fileName: string;
}

export type DownloadResult = { data: DownloadedFile } | { error: ApiError };

function header(response: AxiosResponse, name: string): string | null {
  const value: unknown = response.headers?.[name];
  return typeof value === 'string' ? value : null;
}

const GENERIC_KEYS = new Set(['errors.status', 'errors.server', 'errors.unknown']);

/** An error reply arrives as bytes too: read it as the JSON or text it is, so its message counts. */
function withTextBody(error: unknown): unknown {
  if (!isAxiosError(error) || !(error.response?.data instanceof ArrayBuffer)) return error;
  const text = new TextDecoder().decode(error.response.data);
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the text itself
  }
  error.response.data = body;
  return error;
}

/** GET `request` as CSV (Accept text/csv, section 9) and check it by the rules of section 5. */
export async function downloadCsvFile(request: HttpArgs, signal: AbortSignal): Promise<DownloadResult> {
  let response: AxiosResponse<ArrayBuffer>;
  try {
    // Bytes rather than a Blob: the same in every browser and in jsdom (tests).
    response = await http.request<ArrayBuffer>({ ...request, headers: { Accept: 'text/csv', ...request.headers }, responseType: 'arraybuffer', signal });
  } catch (error) {
    const apiError = toApiError(withTextBody(error));
    // A refusal the catalogue knows (no feedback, no data, not allowed...) says so; others give the status.
    if (apiError.status === null || !GENERIC_KEYS.has(apiError.messageKey)) return { error: apiError };
    return { error: { status: apiError.status, message: `HTTP error! Status: ${apiError.status}`, messageKey: 'download.httpError', messageParams: { status: apiError.status } } };
  }
  const bytes = response.data;
  const contentType = header(response, 'content-type');
  const size = bytes instanceof ArrayBuffer ? bytes.byteLength : 0;
  const problem = csvResponseProblem({ ok: true, status: response.status, contentType, size });
  if (problem === 'download failed') return { error: { status: response.status, message: problem, messageKey: 'errors.downloadFailed' } };
  if (problem) return { error: { status: response.status, message: problem, messageKey: 'download.unexpectedType', messageParams: { type: String(contentType) } } };
  const blob = new Blob([bytes], { type: contentType ?? 'text/csv' });
  return { data: { url: URL.createObjectURL(blob), fileName: fileNameFromDisposition(header(response, 'content-disposition')) } };
}
