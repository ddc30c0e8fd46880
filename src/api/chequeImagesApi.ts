import { baseApi } from './baseApi';
import { NO_IMAGE, pictureUrl } from './imageReply';
import { pictureCache } from './pictureCache';
import { settle } from './request';
import { terminalCalls } from './terminalCalls';
import { pickObject, pickRows } from './replies';
import type { ChequeSide, CropCorners, ImageVariants } from './types/chequeImage';
import type { DetectedCheque } from './types/detectedCheque';

/*
 * Spec section 7, "Cheques": a cheque's pictures (sides, stored sizes, crop, rotate) and the
 * scanner's cut-and-detect for the cheque form. Cut-and-detect is declared with the payer's calls
 * (terminalCalls, no RTK Query) and reused here; a sign link's pictures are signLinkCalls'.
 */

const enc = encodeURIComponent;

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

export const NO_IMAGE_VARIANTS: ImageVariants = Object.fromEntries(IMAGE_VARIANT_KEYS.map((k) => [k, NO_IMAGE])) as unknown as ImageVariants;

/** Spec section 8: a path the reply lacks is the placeholder (all six when the call fails). */
export function readImageVariants(reply: unknown, checkId: string): ImageVariants {
  const list = pickRows(reply, 'images') as Array<Partial<ImageVariants> & { checkId?: string }>;
  const found = list.find((v) => v.checkId === checkId) ?? list[0] ?? pickObject<Partial<ImageVariants>>(reply, 'images') ?? {};
  return Object.fromEntries(
    IMAGE_VARIANT_KEYS.map((k) => [k, typeof found[k] === 'string' && found[k] ? found[k] : NO_IMAGE]),
  ) as unknown as ImageVariants;
}

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
      transformResponse: (reply: unknown, _meta, checkId) => readImageVariants(reply, checkId),
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
      queryFn: (body) => settle(terminalCalls.cutAndDetect(body)),
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
