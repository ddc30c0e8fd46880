import { baseApi } from './baseApi';
import { pickList, pickObject } from './replies';
import type { Cheque, Tag } from './types';

/**
 * Reply shapes chosen where the spec is silent (the mock answers exactly these; readers are tolerant):
 * - GET /api/check/workspace/{ws}/{id} -> { check } (or the cheque bare).
 * - POST /api/check, PUT .../check/{id}, PUT /api/check/payee, tags and comments -> { check }.
 * - POST /api/check/images/cut-and-detect -> DetectedCheque.
 * - GET /api/workspace/banks -> { banks: Bank[] }; .../validate/... -> BankValidation, or an error
 *   ('Account, Bank or Branch is not valid', 'Unsupported bank').
 */

/** What the scanner read from a cheque picture; `base64` is the cut picture to keep. */
export interface DetectedCheque {
  base64: string;
  micr?: string;
  bank?: string;
  branch?: string;
  account?: string;
  checkNumber?: string;
  amount?: number | string;
}

export interface Bank {
  code: string;
  name: string;
}

export interface BankValidation {
  valid: boolean;
  bankName?: string;
  restrictedAccount?: boolean;
}

/** The fields of a cheque a user sends (spec section 3); the amount in shekels as '1234.50'. */
export interface ChequeFields {
  amount?: string;
  amountWords?: string;
  checkDate?: string;
  checkNumber?: string;
  bank?: string;
  branch?: string;
  account?: string;
  micr?: string;
  payee?: string;
  payeePhone?: string;
  payeeAddress?: string;
  sendingMethod?: string;
  /** Spec section 5: a cheque of 50,000 or more is sent only after the user approved the amount. */
  correctionApproved?: boolean;
  frontImage?: string;
  rearImage?: string;
}

export interface ChequeActivity {
  at: string;
  action: string;
  by?: string;
  details?: string;
}

export type ChequeDetails = Cheque & { activity?: ChequeActivity[] };

interface WsArg {
  ws: string;
}

const readCheque = (reply: unknown): ChequeDetails => pickObject<ChequeDetails>(reply, 'check', 'cheque') as ChequeDetails;
const chequeTags = (checkId: string) => [{ type: 'Cheque' as const, id: checkId }, 'ChequeList' as const];

export const chequeDetailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCheque: build.query<ChequeDetails, WsArg & { checkId: string }>({
      query: ({ ws, checkId }) => ({ url: `/api/check/workspace/${encodeURIComponent(ws)}/${encodeURIComponent(checkId)}` }),
      transformResponse: readCheque,
      providesTags: (_r, _e, { checkId }) => [{ type: 'Cheque', id: checkId }],
    }),
    updateCheque: build.mutation<ChequeDetails, WsArg & { checkId: string; fields: ChequeFields }>({
      query: ({ ws, checkId, fields }) => ({
        url: `/api/check/workspace/${encodeURIComponent(ws)}/check/${encodeURIComponent(checkId)}`,
        method: 'PUT',
        data: { fields },
      }),
      transformResponse: readCheque,
      invalidatesTags: (_r, _e, { checkId }) => chequeTags(checkId),
    }),
    createCheque: build.mutation<ChequeDetails, { wsId: string; fields: ChequeFields }>({
      query: (body) => ({ url: '/api/check', method: 'POST', data: body }),
      transformResponse: readCheque,
      invalidatesTags: ['ChequeList'],
    }),
    cutAndDetect: build.mutation<DetectedCheque, { base64: string; isFront: boolean }>({
      query: (body) => ({ url: '/api/check/images/cut-and-detect', method: 'POST', data: body }),
      transformResponse: (reply: unknown) => pickObject<DetectedCheque>(reply, 'result', 'detected') as DetectedCheque,
    }),
    uploadImages: build.mutation<unknown, { images: unknown[] }>({
      query: (body) => ({ url: '/api/check/images', method: 'POST', data: body }),
    }),
    updatePayee: build.mutation<ChequeDetails, { checkId: string; fields: Pick<ChequeFields, 'payee' | 'payeePhone' | 'payeeAddress'> }>({
      query: (body) => ({ url: '/api/check/payee', method: 'PUT', data: body }),
      transformResponse: readCheque,
      invalidatesTags: (_r, _e, { checkId }) => chequeTags(checkId),
    }),
    sendPayeeOtp: build.mutation<unknown, string>({
      query: (phone) => ({ url: `/api/user/payee/${encodeURIComponent(phone)}/otp` }),
    }),
    verifyPayeeOtp: build.mutation<unknown, { phone: string; otp: string }>({
      query: (body) => ({ url: '/api/user/payee/otp/verify', method: 'POST', data: body }),
    }),
    getWorkspaceTags: build.query<Tag[], string>({
      query: (ws) => ({ url: `/api/workspace/tags/${encodeURIComponent(ws)}` }),
      transformResponse: (reply: unknown) => pickList<Tag>(reply, 'tags'),
      providesTags: ['Tag'],
    }),
    createWorkspaceTag: build.mutation<Tag | null, WsArg & { name: string; color: string }>({
      query: ({ ws, name, color }) => ({ url: `/api/workspace/tags/${encodeURIComponent(ws)}`, method: 'POST', data: { name, color } }),
      transformResponse: (reply: unknown) => pickObject<Tag>(reply, 'tag'),
      invalidatesTags: ['Tag'],
    }),
    deleteWorkspaceTag: build.mutation<unknown, WsArg & { tagId: string }>({
      query: ({ ws, tagId }) => ({ url: `/api/workspace/tags/${encodeURIComponent(ws)}/${encodeURIComponent(tagId)}`, method: 'DELETE' }),
      invalidatesTags: ['Tag', 'Cheque', 'ChequeList'],
    }),
    addChequeTag: build.mutation<unknown, WsArg & { checkId: string; tagId: string }>({
      query: ({ ws, checkId, tagId }) => ({ url: `/api/check/tags/${encodeURIComponent(ws)}`, method: 'POST', data: { checkId, tagId } }),
      invalidatesTags: (_r, _e, { checkId }) => chequeTags(checkId),
    }),
    removeChequeTag: build.mutation<unknown, WsArg & { checkId: string; tagId: string }>({
      query: ({ ws, checkId, tagId }) => ({ url: `/api/check/tags/${encodeURIComponent(ws)}`, method: 'DELETE', data: { checkId, tagId } }),
      invalidatesTags: (_r, _e, { checkId }) => chequeTags(checkId),
    }),
    addChequeComment: build.mutation<unknown, WsArg & { checkId: string; comment: string }>({
      query: ({ ws, checkId, comment }) => ({ url: `/api/check/comments/${encodeURIComponent(ws)}`, method: 'POST', data: { checkId, comment } }),
      invalidatesTags: (_r, _e, { checkId }) => chequeTags(checkId),
    }),
    getBanks: build.query<Bank[], void>({
      query: () => ({ url: '/api/workspace/banks' }),
      transformResponse: (reply: unknown) => pickList<Bank>(reply, 'banks'),
    }),
    validateBank: build.query<BankValidation, { bank: string; branch: string; account: string }>({
      query: ({ bank, branch, account }) => ({
        url: `/api/workspace/banks/validate/${encodeURIComponent(bank)}/${encodeURIComponent(branch)}/${encodeURIComponent(account)}`,
      }),
      transformResponse: (reply: unknown) => {
        const body = pickObject<Partial<BankValidation>>(reply, 'result') ?? {};
        return { ...body, valid: body.valid !== false };
      },
    }),
    getChequesByPhone: build.query<Cheque[], string>({
      query: (phone) => ({ url: `/api/check/phone/${encodeURIComponent(phone)}` }),
      transformResponse: (reply: unknown) => pickList<Cheque>(reply, 'checks'),
      providesTags: ['ChequeList'],
    }),
  }),
});

export const {
  useGetChequeQuery,
  useUpdateChequeMutation,
  useCreateChequeMutation,
  useCutAndDetectMutation,
  useUploadImagesMutation,
  useUpdatePayeeMutation,
  useSendPayeeOtpMutation,
  useVerifyPayeeOtpMutation,
  useGetWorkspaceTagsQuery,
  useCreateWorkspaceTagMutation,
  useDeleteWorkspaceTagMutation,
  useAddChequeTagMutation,
  useRemoveChequeTagMutation,
  useAddChequeCommentMutation,
  useGetBanksQuery,
  useValidateBankQuery,
  useGetChequesByPhoneQuery,
} = chequeDetailsApi;
