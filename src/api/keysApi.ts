import { baseApi } from './baseApi';
import { pickList } from './replies';
import type { PrinterKey } from './types/printerKey';

/*
 * Spec section 7, "Workspace": printer keys (and, with issue 10, workspace keys). The printing
 * workspace reads the list to choose where a print job goes.
 */

type Raw = Record<string, unknown>;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined);

export function readPrinterKeys(reply: unknown): PrinterKey[] {
  return pickList<Raw>(reply, 'keys', 'printerKeys')
    .map((raw) => ({ keyId: text(raw.keyId) ?? text(raw.key_id) ?? text(raw.id) ?? '', name: text(raw.name) ?? '', lastUsed: text(raw.lastUsed) ?? text(raw.last_used) }))
    .filter((k) => k.keyId);
}

export const keysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/workspace/printer/keys/{ws}. */
    getPrinterKeys: build.query<PrinterKey[], string>({
      query: (ws) => ({ url: `/api/workspace/printer/keys/${encodeURIComponent(ws)}` }),
      transformResponse: readPrinterKeys,
      providesTags: ['Key'],
    }),
  }),
});

export const { useGetPrinterKeysQuery } = keysApi;
