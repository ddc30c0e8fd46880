import type { HttpArgs } from './request';
import type { DownloadResult } from './fileDownload';

/**
 * `downloadCsvFile` (fileDownload.ts), loaded when a file is first asked for: the endpoints that
 * download live in modules every signed-in screen loads first (chequesApi), the download code need
 * not.
 */
export async function downloadCsv(request: HttpArgs, signal: AbortSignal): Promise<DownloadResult> {
  const { downloadCsvFile } = await import('./fileDownload');
  return downloadCsvFile(request, signal);
}
