import { baseApi } from './baseApi';
import { NO_IMAGE, type ChequeSide } from './chequeImagesApi';
import { pictureCache, pictureUrl } from './pictureUrl';
import { pickList, pickObject } from './replies';
import type { BankAccount, Cheque } from './types';

/**
 * Reply shapes chosen where the spec is silent (the mock backend answers exactly these):
 * - GET /api/workspace/signature/{ws}/all -> { signatures: WorkspaceSignature[] }
 * - POST /api/check/images {images: checkId[]} -> { images: ImageVariants[] } (paths to GET /api/check/image/{id})
 * - GET /api/workspace/{ws}/depositable-banks -> { banks: DepositableBank[] }
 * - the cheque (GET /api/check/workspace/{ws}/{id}, read with chequeDetailsApi's getCheque) may carry
 *   activity, rearSignatures and crop: see MediaCheque.
 */

export type SignatureKind = 'signature' | 'stamp';

export interface WorkspaceSignature {
  name: string;
  signaturePath: string;
  type?: SignatureKind;
}

export interface Point {
  x: number;
  y: number;
}

/** The four corners of the cheque on its picture, in the picture's own pixels. */
export interface CropCorners {
  topLeft: Point;
  topRight: Point;
  bottomRight: Point;
  bottomLeft: Point;
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

/** The six paths of spec section 8 (front and rear x 200-size, tiff, original). */
export interface ImageVariants {
  front200: string;
  frontTiff: string;
  frontOriginal: string;
  rear200: string;
  rearTiff: string;
  rearOriginal: string;
}

export const IMAGE_VARIANT_KEYS = ['front200', 'frontTiff', 'frontOriginal', 'rear200', 'rearTiff', 'rearOriginal'] as const;

export const NO_IMAGE_VARIANTS: ImageVariants = Object.fromEntries(IMAGE_VARIANT_KEYS.map((k) => [k, NO_IMAGE])) as unknown as ImageVariants;

export interface DepositableBank {
  bank: string;
  name?: string;
  safeType?: 'bank' | 'private';
}

export interface ActivityEntry {
  at: string;
  action: string;
  by?: string;
  details?: string;
}

export interface MediaCheque extends Cheque {
  activity?: ActivityEntry[];
  rearSignatures?: Array<{ name: string; signaturePath: string }>;
  crop?: Partial<Record<ChequeSide, CropCorners>>;
}

/** Spec section 8: when the multi-image call fails every one of the six paths is the placeholder. */
function toVariants(reply: unknown, checkId: string): ImageVariants {
  const list = pickList<Partial<ImageVariants> & { checkId?: string }>(reply, 'images');
  const found = list.find((v) => v.checkId === checkId) ?? list[0] ?? pickObject<Partial<ImageVariants>>(reply, 'images') ?? {};
  return Object.fromEntries(
    IMAGE_VARIANT_KEYS.map((k) => [k, typeof found[k] === 'string' && found[k] ? found[k] : NO_IMAGE]),
  ) as unknown as ImageVariants;
}

const ws = (name: string) => encodeURIComponent(name);

export const chequeMediaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWorkspaceSignatures: build.query<WorkspaceSignature[], string>({
      query: (w) => ({ url: `/api/workspace/signature/${ws(w)}/all` }),
      transformResponse: (reply: unknown) => pickList<WorkspaceSignature>(reply, 'signatures'),
      providesTags: ['Signature'],
    }),
    addWorkspaceSignature: build.mutation<unknown, { ws: string; signaturePath: string; replace: boolean }>({
      query: ({ ws: w, signaturePath, replace }) => ({ url: `/api/workspace/signature/${ws(w)}`, method: 'POST', data: { signaturePath, replace } }),
      invalidatesTags: ['Signature'],
    }),
    deleteWorkspaceSignature: build.mutation<unknown, { ws: string; name: string }>({
      query: ({ ws: w, name }) => ({ url: `/api/workspace/signature/${ws(w)}`, method: 'DELETE', data: { name } }),
      invalidatesTags: ['Signature'],
    }),
    getImageVariants: build.query<ImageVariants, string>({
      query: (checkId) => ({ url: '/api/check/images', method: 'POST', data: { images: [checkId] } }),
      transformResponse: (reply: unknown, _meta, checkId) => toVariants(reply, checkId),
      providesTags: (_r, _e, checkId) => [{ type: 'Cheque', id: checkId }],
    }),
    /** `version` is not sent: a new one after a crop or rotate makes the picture load again. */
    getImageById: build.query<string, { id: string; version?: number }>({
      query: ({ id }) => ({ url: `/api/check/image/${encodeURIComponent(id)}`, responseType: 'blob' }),
      transformResponse: (blob: Blob) => pictureUrl(blob),
      ...pictureCache('getImageById'),
    }),
    cropChequeImage: build.mutation<unknown, CropRequest & { update: boolean }>({
      // POST makes the first crop of a side; PUT changes a crop already saved.
      query: ({ update, ...body }) => ({ url: '/api/check/crop', method: update ? 'PUT' : 'POST', data: body }),
      invalidatesTags: (_r, _e, { checkId }) => [{ type: 'Cheque', id: checkId }, 'ChequeList'],
    }),
    rotateChequeImage: build.mutation<unknown, RotateRequest>({
      query: (body) => ({ url: '/api/check/rotate', method: 'POST', data: body }),
      invalidatesTags: (_r, _e, { checkId }) => [{ type: 'Cheque', id: checkId }, 'ChequeList'],
    }),
    getDepositAccounts: build.query<BankAccount[], string>({
      query: (w) => ({ url: `/api/workspace/accounts/${ws(w)}` }),
      transformResponse: (reply: unknown) => pickList<BankAccount>(reply, 'accounts'),
      providesTags: ['Account'],
    }),
    getDepositableBanks: build.query<DepositableBank[], string>({
      query: (w) => ({ url: `/api/workspace/${ws(w)}/depositable-banks` }),
      transformResponse: (reply: unknown) =>
        pickList<DepositableBank | string>(reply, 'banks').map((b) => (typeof b === 'string' ? { bank: b } : b)),
      providesTags: ['Account'],
    }),
  }),
});

export const {
  useGetWorkspaceSignaturesQuery,
  useAddWorkspaceSignatureMutation,
  useDeleteWorkspaceSignatureMutation,
  useGetImageVariantsQuery,
  useGetImageByIdQuery,
  useCropChequeImageMutation,
  useRotateChequeImageMutation,
  useGetDepositAccountsQuery,
  useGetDepositableBanksQuery,
} = chequeMediaApi;
