import { baseApi } from './baseApi';
import { downloadCsv } from './downloadCsv';
import type { DownloadedFile } from './fileDownload';
import { pickNumber, pickObject, pickRows } from './replies';
import type { Charge, ChargeReport } from './types/credits';
import { chargeFilterToParams, type ChargeFilter } from '@/lib/credits';

/*
 * Spec section 7, "Workspace": the charges report (credits in and out) and its CSV. The filters
 * travel as type=IN|OUT, from, to (ISO days); reply shapes: docs/backend-contract.md.
 */

const enc = encodeURIComponent;
type Raw = Record<string, unknown>;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined);

export type ChargesArgs = { ws: string } & ChargeFilter;

export function readCharges(reply: unknown): ChargeReport {
  const charges: Charge[] = pickRows(reply, 'charges', 'report')
    .map((raw, i) => ({
      id: text(raw.id) ?? text(raw._id) ?? String(i),
      date: text(raw.date) ?? text(raw.createdAt) ?? '',
      actionType: (text(raw.actionType) ?? text(raw.type) ?? '').toUpperCase(),
      credits: Math.abs(pickNumber(raw.credits ?? raw.amountOfCredits ?? raw.quantity, 0)),
      description: text(raw.description),
      amount: typeof raw.amount === 'number' || typeof raw.amount === 'string' ? raw.amount : undefined,
      receiptNumber: text(raw.receiptNumber),
    }));
  const body = pickObject<Raw>(reply, 'report') ?? {};
  const balance = body.balance ?? body.credits;
  return { charges, balance: balance === undefined || balance === null ? undefined : pickNumber(balance) };
}

export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/workspace/{ws}/reports/charges?type&from&to. */
    getCharges: build.query<ChargeReport, ChargesArgs>({
      query: ({ ws, ...filter }) => ({ url: `/api/workspace/${enc(ws)}/reports/charges`, params: chargeFilterToParams(filter) }),
      transformResponse: readCharges,
      providesTags: ['Report', 'Credits'],
    }),
    /** GET /api/workspace/{ws}/reports/charges/download?type&from&to: the same rows as CSV. */
    downloadChargesCsv: build.mutation<DownloadedFile, ChargesArgs>({
      queryFn: ({ ws, ...filter }, api) => downloadCsv({ url: `/api/workspace/${enc(ws)}/reports/charges/download`, params: chargeFilterToParams(filter) }, api.signal),
    }),
  }),
});

export const { useGetChargesQuery, useDownloadChargesCsvMutation } = reportsApi;
