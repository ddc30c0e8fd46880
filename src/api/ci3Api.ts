import { baseApi } from './baseApi';
import { alias, map, obj, objectIn, opt, text } from './schema/fields';
import { defineReply } from './schema/reply';
import { noneUnder } from './schema/staffFields';
import type { Ci3Record } from './types/ci3';

/*
 * Spec section 7, "Workspace": GET /api/workspace/{ws}/{x}/ci3, read as one cheque's electronic
 * clearing record ({x} = the cheque's id; types/ci3.ts). Its own module: the cheque view asks for
 * it only for a cheque sent by CI3.
 */

const enc = encodeURIComponent;
const record = map(
  alias(obj({ status: opt(text()), sentAt: opt(text()), answeredAt: opt(text()), reference: opt(text()), message: opt(text()) }), {
    sentAt: ['sentDate'],
    answeredAt: ['answerDate'],
    reference: ['referenceNumber', 'ci3Id'],
    message: ['reason'],
  }),
  ({ status, ...rest }): Ci3Record | null => (status?.trim() ? { ...rest, status: status.toUpperCase() } : null),
);

/**
 * `{ci3: {...}}`, also under `data` or bare; `{ci3: null}` (or no status) is "not in clearing yet".
 * The reference also as `referenceNumber` / `ci3Id`; the times also as `sentDate` / `answerDate`.
 */
const ci3Reply = defineReply('GET /api/workspace/{ws}/{x}/ci3', map(noneUnder('ci3', objectIn(['ci3'], record)), (read) => read ?? null));
export const readCi3 = ci3Reply.parse;

export const ci3Api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/workspace/{ws}/{checkId}/ci3: where the cheque stands in electronic clearing; null when not in it yet. */
    getChequeCi3: build.query<Ci3Record | null, { ws: string; checkId: string }>({
      query: ({ ws, checkId }) => ({ url: `/api/workspace/${enc(ws)}/${enc(checkId)}/ci3` }),
      responseSchema: ci3Reply,
      providesTags: (_r, _e, { checkId }) => [{ type: 'Cheque', id: checkId }],
    }),
  }),
});

export const { useGetChequeCi3Query } = ci3Api;
