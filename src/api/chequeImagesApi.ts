import { baseApi } from './baseApi';

export type ChequeSide = 'front' | 'rear';

/** The picture shown whenever a cheque image fails to load (spec section 8, Images). */
export const NO_IMAGE = '/no-image.svg';

export interface ChequeImageArgs {
  checkId: string;
  side: ChequeSide;
  /** The original upload rather than the processed picture (`?isOriginal`). */
  original?: boolean;
  /** Changes after a crop or rotate, so the picture is fetched again. */
  version?: number;
}

/**
 * A reply that is the image itself becomes an object URL; a JSON reply with a URL or base64 field
 * is read as such (the spec does not show the reply's shape).
 */
async function toImageUrl(blob: Blob): Promise<string> {
  if (blob.type.includes('json')) {
    const body = JSON.parse(await blob.text()) as Record<string, unknown>;
    const value = [body.url, body.path, body.image, body.base64, body.data].find((v) => typeof v === 'string') as string | undefined;
    if (!value) return NO_IMAGE;
    if (/^(data:image\/|blob:|\/)/.test(value)) return value;
    return `data:image/jpeg;base64,${value}`;
  }
  if (!blob.size) return NO_IMAGE;
  return URL.createObjectURL(blob);
}

export const chequeImagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/check/images/{front|rear}/{id} with optional ?isOriginal. */
    getChequeImage: build.query<string, ChequeImageArgs>({
      query: ({ checkId, side, original }) => ({
        url: `/api/check/images/${side}/${encodeURIComponent(checkId)}`,
        params: original ? { isOriginal: true } : undefined,
        responseType: 'blob',
      }),
      transformResponse: (blob: Blob) => toImageUrl(blob),
    }),
  }),
});

export const { useGetChequeImageQuery } = chequeImagesApi;
