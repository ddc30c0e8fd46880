import axios from 'axios';
import { env } from '@/config/env';
import { pickSingleRecord, vehicleInputProblem, VEHICLE_LOOKUP_LIMIT } from '@/lib/vehicleLookup';
import { baseApi } from './baseApi';
import type { ApiError } from './apiError';
import { either, isObject, list, map, obj, opt, text as textField, type Output } from './schema/fields';
import { defineReply } from './schema/reply';
import type { CompanyRecord } from './types/company';

/*
 * Spec section 7 "External lookup": GET to the government open-data datastore search with
 * resource_id (a fixed data set), limit=5 and q = the search text; result.records is read. Rules of
 * section 5 "Vehicle lookup" and messages of section 8 "Lookup": must_type_hetpey when empty,
 * exactly one record accepted (else "Not found"), "gov api failed" + the underlying message.
 *
 * The registry is another host, so it has its own small axios client (the /api instance refuses
 * absolute URLs): base URL from VITE_GOV_LOOKUP_URL (default https://data.gov.il), a time-out,
 * no cookies. We search the Companies Registrar's data set by company number.
 */

/** data.gov.il: "מאגר חברות - רשם החברות". */
export const COMPANIES_RESOURCE_ID = 'f004176c-b85f-4542-8901-7b3176f9a054';
/** Relative to the registry's base URL (no leading slash: axios joins it to the base). */
export const GOV_LOOKUP_PATH = 'api/3/action/datastore_search';
export const GOV_LOOKUP_TIMEOUT_MS = 10_000;

export const govHttp = axios.create({
  baseURL: env.govLookupUrl,
  timeout: GOV_LOOKUP_TIMEOUT_MS,
  withCredentials: false,
  headers: { Accept: 'application/json' },
});

/** The registrar's fields we read (Hebrew names, as the data set has them); numbers read as text. */
const record = obj({
  'מספר חברה': opt(textField()),
  'שם חברה': opt(textField()),
  'שם באנגלית': opt(textField()),
  'סטטוס חברה': opt(textField()),
  'שם רחוב': opt(textField()),
  'מספר בית': opt(textField()),
  'שם עיר': opt(textField()),
});
type RegistrarRecord = Output<typeof record>;

/** {success, result: {records}}; `success: false` is the registry's own failure (null). */
const recordsReply = defineReply(
  'GET datastore_search (data.gov.il)',
  either<RegistrarRecord[] | null>(
    (reply) => isObject(reply) && reply.success === false,
    map(obj({}), () => null),
    map(obj({ result: obj({ records: list(record) }) }), (reply) => reply.result.records),
  ),
);

const text = (v: string | undefined): string => v?.trim() ?? '';

/** A registrar record (Hebrew field names) as the company fields we fill. */
export function readCompanyRecord(record: RegistrarRecord): CompanyRecord {
  const street = [text(record['שם רחוב']), text(record['מספר בית'])].filter(Boolean).join(' ');
  const address = [street, text(record['שם עיר'])].filter(Boolean).join(', ');
  return {
    hetpey: text(record['מספר חברה']).replace(/[^0-9]/g, ''),
    name: text(record['שם חברה']),
    nameEn: text(record['שם באנגלית']) || undefined,
    address: address || undefined,
    status: text(record['סטטוס חברה']) || undefined,
  };
}

const lookupError = (messageKey: string, message: string, params?: Record<string, string>): ApiError => ({
  status: null,
  message,
  messageKey,
  messageParams: params,
});

/** The records of a datastore_search reply (result.records), or null when the reply says it failed or does not fit (reported as drift). */
export function readRecords(reply: unknown): RegistrarRecord[] | null {
  try {
    return recordsReply.parse(reply);
  } catch {
    return null;
  }
}

export const govLookupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The one company whose number is `q`; errors are section 8's "Lookup" messages. */
    lookupCompany: build.query<CompanyRecord, string>({
      queryFn: async (q, { signal }) => {
        const search = q.trim();
        if (vehicleInputProblem(search)) return { error: lookupError('errors.lookupEmpty', 'must_type_hetpey') };
        try {
          const reply = await govHttp.get(GOV_LOOKUP_PATH, { params: { resource_id: COMPANIES_RESOURCE_ID, limit: VEHICLE_LOOKUP_LIMIT, q: search }, signal });
          const records = readRecords(reply.data);
          if (!records) return { error: lookupError('errors.lookupFailed', 'gov api failed: invalid reply', { message: 'invalid reply' }) };
          const one = pickSingleRecord(records);
          if (!one) return { error: lookupError('errors.lookupNotFound', 'Not found') };
          return { data: readCompanyRecord(one) };
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          return { error: lookupError('errors.lookupFailed', `gov api failed: ${message}`, { message }) };
        }
      },
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useLazyLookupCompanyQuery } = govLookupApi;
