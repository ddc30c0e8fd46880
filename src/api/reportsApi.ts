import { baseApi } from './baseApi';
import { downloadCsv } from './downloadCsv';
import type { DownloadedFile } from './fileDownload';
import { ChargeSchema } from './schema/credits';
import { alias, either, list, map, num, obj, objectIn, opt } from './schema/fields';
import { defineReply } from './schema/reply';
import type { ChargeReport } from './types/credits';
import { chargeFilterToParams, type ChargeFilter } from '@/lib/credits';

/*
 * Spec section 7, "Workspace": the charges report (credits in and out) and its CSV. The filters
 * travel as type=IN|OUT, from, to (ISO days); reply shapes: docs/backend-contract.md.
 */

const enc = encodeURIComponent;

export type ChargesArgs = { ws: string } & ChargeFilter;

/** {charges, total, balance}, also under `report` or `data` (the balance also as `credits`), or a bare list. */
const chargesReply = defineReply(
  'GET /api/workspace/{ws}/reports/charges',
  either<ChargeReport>(
    Array.isArray,
    map(list(ChargeSchema), (charges) => ({ charges })),
    objectIn(['report'], alias(obj({ charges: list(ChargeSchema), balance: opt(num()) }), { charges: ['report'], balance: ['credits'] })),
  ),
);
export const readCharges = chargesReply.parse;

export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/workspace/{ws}/reports/charges?type&from&to. */
    getCharges: build.query<ChargeReport, ChargesArgs>({
      query: ({ ws, ...filter }) => ({ url: `/api/workspace/${enc(ws)}/reports/charges`, params: chargeFilterToParams(filter) }),
      responseSchema: chargesReply,
      providesTags: ['Report', 'Credits'],
    }),
    /** GET /api/workspace/{ws}/reports/charges/download?type&from&to: the same rows as CSV. */
    downloadChargesCsv: build.mutation<DownloadedFile, ChargesArgs>({
      queryFn: ({ ws, ...filter }, api) => downloadCsv({ url: `/api/workspace/${enc(ws)}/reports/charges/download`, params: chargeFilterToParams(filter) }, api.signal),
    }),
  }),
});

export const { useGetChargesQuery, useDownloadChargesCsvMutation } = reportsApi;
