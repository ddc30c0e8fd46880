import { baseApi } from './baseApi';
import { NO_IMAGE } from './imageReply';
import { pictureUrl } from './pictureReply';
import { pictureCache } from './pictureCache';
import { settle } from './request';
import { either, id, isObject, listIn, map, obj, objectIn, opt, text, type Schema } from './schema/fields';
import { defineReply } from './schema/reply';
import type { ChequeSide, CropCorners, ImageVariants } from './types/chequeImage';
import type { DetectedCheque } from './types/detectedCheque';

/*
 * Spec section 7, "Cheques": a cheque's pictures (sides, stored sizes, crop, rotate) and the
 * scanner's cut-and-detect for the cheque form. Cut-and-detect is declared with the payer's calls
 * (terminalCalls, no RTK Query) and reused here, imported when first used: terminalCalls lives in the
 * payer page's file, which the cheque view (these pictures) would otherwise download with it. A sign
 * link's pictures are signLinkCalls'.
 */

const enc = encodeURIComponent;

async function cutAndDetect(body: { base64: string; isFront: boolean }): Promise<DetectedCheque> {
  const { terminalCalls } = await import('./terminalCalls');
  return terminalCalls.cutAndDetect(body);
}

export interface ChequeImageArgs {
  checkId: string;
  side: ChequeSide;
  /** The original upload rather than the processed picture (`?isOriginal`). */
  original?: boolean;
  /** Changes after a crop or rotate, so the picture is fetched again. */
  version?: number;
}

export interface CropRequest {
  checkId: string;
  side: ChequeSide;
  corners: CropCorners;
}

export interface RotateRequest {
  checkId: string;
  side: ChequeSide;
  /** Clockwise; -90 turns left. */
  degrees: number;
}

export const IMAGE_VARIANT_KEYS = ['front200', 'frontTiff', 'frontOriginal', 'rear200', 'rearTiff', 'rearOriginal'] as const;

export const NO_IMAGE_VARIANTS: ImageVariants = { front200: NO_IMAGE, frontTiff: NO_IMAGE, frontOriginal: NO_IMAGE, rear200: NO_IMAGE, rearTiff: NO_IMAGE, rearOriginal: NO_IMAGE };

type StoredPaths = Partial<ImageVariants> & { checkId?: string };
const paths: Schema<StoredPaths> = obj({
  checkId: opt(id()),
  front200: opt(text()),
  frontTiff: opt(text()),
  frontOriginal: opt(text()),
  rear200: opt(text()),
  rearTiff: opt(text()),
  rearOriginal: opt(text()),
});
/** {images: [{checkId, front200, ...}]}, also bare or under `data`; or one cheque's paths, bare or under `images`. */
const variantsReply = defineReply(
  'POST /api/check/images',
  either<StoredPaths[]>((reply) => isObject(reply) && !Array.isArray(reply.images) && reply.data === undefined, map(objectIn(['images'], paths), (one) => [one]), listIn(['images'], paths)),
);

/** Spec section 8: the cheque's paths (or the first's); a path the reply lacks is the placeholder (all six when the call fails). */
export function imageVariantsOf(rows: StoredPaths[], checkId: string): ImageVariants {
  const found = rows.find((v) => v.checkId === checkId) ?? rows[0] ?? {};
  const variants = { ...NO_IMAGE_VARIANTS };
  for (const key of IMAGE_VARIANT_KEYS) variants[key] = found[key] || NO_IMAGE;
  return variants;
}
export const readImageVariants = (reply: unknown, checkId: string): ImageVariants => imageVariantsOf(variantsReply.parse(reply), checkId);

const chequeChanged = (checkId: string) => [{ type: 'Cheque' as const, id: checkId }, 'ChequeList' as const];

export const chequeImagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/check/images/{front|rear}/{id} with optional ?isOriginal. */
    getChequeImage: build.query<string, ChequeImageArgs>({
      query: ({ checkId, side, original }) => ({
        url: `/api/check/images/${side}/${enc(checkId)}`,
        params: original ? { isOriginal: true } : undefined,
        responseType: 'blob',
      }),
      transformResponse: pictureUrl,
      ...pictureCache('getChequeImage'),
    }),
    /** POST /api/check/images with {images: [checkId]}: the six stored paths of a cheque's pictures. */
    getImageVariants: build.query<ImageVariants, string>({
      query: (checkId) => ({ url: '/api/check/images', method: 'POST', data: { images: [checkId] } }),
      rawResponseSchema: variantsReply,
      transformResponse: (rows: StoredPaths[], _meta, checkId) => imageVariantsOf(rows, checkId),
      providesTags: (_r, _e, checkId) => [{ type: 'Cheque', id: checkId }],
    }),
    /** GET /api/check/image/{id}: one stored picture. `version` is not sent: a new one refetches. */
    getImageById: build.query<string, { id: string; version?: number }>({
      query: ({ id }) => ({ url: `/api/check/image/${enc(id)}`, responseType: 'blob' }),
      transformResponse: pictureUrl,
      ...pictureCache('getImageById'),
    }),
    /** POST /api/check/crop makes the first crop of a side; PUT changes a crop already saved. */
    cropChequeImage: build.mutation<unknown, CropRequest & { update: boolean }>({
      query: ({ update, ...body }) => ({ url: '/api/check/crop', method: update ? 'PUT' : 'POST', data: body }),
      invalidatesTags: (_r, _e, { checkId }) => chequeChanged(checkId),
    }),
    /** POST /api/check/rotate with {checkId, side, degrees}. */
    rotateChequeImage: build.mutation<unknown, RotateRequest>({
      query: (body) => ({ url: '/api/check/rotate', method: 'POST', data: body }),
      invalidatesTags: (_r, _e, { checkId }) => chequeChanged(checkId),
    }),
    /** The cheque form's cut-and-detect: the payer's call (terminalCalls), declared once there. */
    cutAndDetect: build.mutation<DetectedCheque, { base64: string; isFront: boolean }>({
      queryFn: (body) => settle(cutAndDetect(body)),
    }),
  }),
});

export const {
  useGetChequeImageQuery,
  useGetImageVariantsQuery,
  useGetImageByIdQuery,
  useCropChequeImageMutation,
  useRotateChequeImageMutation,
  useCutAndDetectMutation,
} = chequeImagesApi;
