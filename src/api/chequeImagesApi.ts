import { baseApi } from './baseApi';
import { pictureCache, pictureSrc, pictureUrl } from './pictureUrl';
import { pickList } from './replies';

export type ChequeSide = 'front' | 'rear';

export { NO_IMAGE } from './pictureUrl';

export interface ChequeImageArgs {
  checkId: string;
  side: ChequeSide;
  /** The original upload rather than the processed picture (`?isOriginal`). */
  original?: boolean;
  /** Changes after a crop or rotate, so the picture is fetched again. */
  version?: number;
}

/** The pictures of a sign link's cheques, by cheque id (safe `src` values, data URLs). */
export type SignLinkImages = Record<string, { front: string; rear: string }>;

/**
 * GET /api/check/images/hash/{hash}: reply shape chosen where the spec is silent (the mock answers
 * it): { images: [{ checkId, front, rear }] }, each picture a data URL, base64 or a path of ours.
 */
export function toSignLinkImages(reply: unknown): SignLinkImages {
  const images: SignLinkImages = {};
  for (const item of pickList<Record<string, unknown>>(reply, 'images')) {
    const checkId = item.checkId ?? item.id;
    if (typeof checkId !== 'string' && typeof checkId !== 'number') continue;
    images[String(checkId)] = {
      front: pictureSrc(item.front ?? item.frontImage),
      rear: pictureSrc(item.rear ?? item.rearImage),
    };
  }
  return images;
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
      transformResponse: (blob: Blob) => pictureUrl(blob),
      ...pictureCache('getChequeImage'),
    }),
    /** GET /api/check/images/hash/{hash}: a signer's pictures, without a session (spec section 7). */
    getSignLinkImages: build.query<SignLinkImages, string>({
      query: (hash) => ({ url: `/api/check/images/hash/${encodeURIComponent(hash)}` }),
      transformResponse: toSignLinkImages,
    }),
  }),
});

export const { useGetChequeImageQuery, useGetSignLinkImagesQuery } = chequeImagesApi;
