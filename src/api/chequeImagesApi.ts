import { baseApi } from './baseApi';
import { NO_IMAGE, asDataUrl, pictureCache, pictureSrc, pictureUrl } from './imageReply';
import { pickObject, pickRows } from './replies';
import type { ChequeSide, CropCorners, ImageVariants } from './types/chequeImage';
import type { DetectedCheque } from './types/detectedCheque';

/*
 * Spec section 7, "Cheques": a cheque's pictures (sides, stored sizes, crop, rotate) and the
 * scanner's cut-and-detect, used by the cheque form and by payers on a terminal (no sign-in).
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

/** The pictures of a sign link's cheques, by cheque id (safe `src` values, data URLs). */
export type SignLinkImages = Record<string, { front: string; rear: string }>;

/**
 * GET /api/check/images/hash/{hash}: reply shape chosen where the spec is silent (the mock answers
 * it): { images: [{ checkId, front, rear }] }, each picture a data URL, base64 or a path of ours.
 */
export function toSignLinkImages(reply: unknown): SignLinkImages {
  const images: SignLinkImages = {};
  for (const item of pickRows(reply, 'images')) {
    const checkId = item.checkId ?? item.id;
    if (typeof checkId !== 'string' && typeof checkId !== 'number') continue;
    images[String(checkId)] = {
      front: pictureSrc(item.front ?? item.frontImage),
      rear: pictureSrc(item.rear ?? item.rearImage),
    };
  }
  return images;
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

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined;
}

/**
 * Bare or under `result` / `detected`; the cut picture under base64, image, croppedImage... and
 * bare or as a data URL. No picture in the reply: the backend cut nothing, the picture sent is kept.
 */
export function readDetectedCheque(reply: unknown, sent: string): DetectedCheque {
  const r = (pickObject<Record<string, unknown>>(reply, 'result', 'detected') ?? {}) as Record<string, unknown>;
  const picture = ['base64', 'image', 'croppedImage', 'cropped', 'front', 'rear'].map((k) => r[k]).find((v) => typeof v === 'string' && v);
  return {
    image: asDataUrl(typeof picture === 'string' ? picture : sent),
    micr: text(r.micr),
    bank: text(r.bank),
    branch: text(r.branch),
    account: text(r.account),
    checkNumber: text(r.checkNumber),
    amount: typeof r.amount === 'number' || typeof r.amount === 'string' ? r.amount : undefined,
    checkDate: typeof r.checkDate === 'string' ? r.checkDate : undefined,
  };
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
    /**
     * POST /api/check/images/cut-and-detect with {base64, isFront}. `base64` goes as given: the
     * cheque form sends a data URL, the terminal bare base64 (docs/backend-contract.md).
     */
    cutAndDetect: build.mutation<DetectedCheque, { base64: string; isFront: boolean }>({
      query: (body) => ({ url: '/api/check/images/cut-and-detect', method: 'POST', data: body }),
      transformResponse: (reply: unknown, _meta, arg) => readDetectedCheque(reply, arg.base64),
    }),
    /** GET /api/check/images/hash/{hash}: a signer's pictures, without a session (spec section 7). */
    getSignLinkImages: build.query<SignLinkImages, string>({
      query: (hash) => ({ url: `/api/check/images/hash/${enc(hash)}` }),
      transformResponse: toSignLinkImages,
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
  useGetSignLinkImagesQuery,
} = chequeImagesApi;
