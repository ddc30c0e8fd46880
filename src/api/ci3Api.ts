import { baseApi } from './baseApi';
import type { Ci3Record } from './types/ci3';

/*
 * Spec section 7, "Workspace": GET /api/workspace/{ws}/{x}/ci3, read as one cheque's electronic
 * clearing record ({x} = the cheque's id; types/ci3.ts). Its own module: the cheque view asks for
 * it only for a cheque sent by CI3.
 */

const enc = encodeURIComponent;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : typeof v === 'number' ? String(v) : undefined);

/**
 * `{ci3: {...}}`, also under `data` or bare; `{ci3: null}` (or no status) is "not in clearing yet".
 * The reference also as `referenceNumber` / `ci3Id`; the times also as `sentDate` / `answerDate`.
 */
export function readCi3(reply: unknown): Ci3Record | null {
  const outer = reply && typeof reply === 'object' ? (reply as Record<string, unknown>) : {};
  const inner = 'ci3' in outer ? outer.ci3 : outer.data !== undefined ? outer.data : outer;
  const raw = inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : null;
  const status = text(raw?.status);
  if (!raw || !status) return null;
  return {
    status: status.toUpperCase(),
    sentAt: text(raw.sentAt ?? raw.sentDate),
    answeredAt: text(raw.answeredAt ?? raw.answerDate),
    reference: text(raw.reference ?? raw.referenceNumber ?? raw.ci3Id),
    message: text(raw.message ?? raw.reason),
  };
}

export const ci3Api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/workspace/{ws}/{checkId}/ci3: where the cheque stands in electronic clearing; null when not in it yet. */
    getChequeCi3: build.query<Ci3Record | null, { ws: string; checkId: string }>({
      query: ({ ws, checkId }) => ({ url: `/api/workspace/${enc(ws)}/${enc(checkId)}/ci3` }),
      transformResponse: readCi3,
      providesTags: (_r, _e, { checkId }) => [{ type: 'Cheque', id: checkId }],
    }),
  }),
});

export const { useGetChequeCi3Query } = ci3Api;
