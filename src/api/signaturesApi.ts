import { baseApi } from './baseApi';
import { listIn } from './schema/fields';
import { defineReply } from './schema/reply';
import { SignatureSchema, signatures } from './schema/signature';
import type { Signature } from './types/signature';

/* Spec section 7, "Workspace": the signatures and stamps a workspace keeps. */

const enc = encodeURIComponent;

/** {signatures}, also bare or under `data`; a row without a picture's address is dropped (drift). */
const signaturesReply = defineReply('GET /api/workspace/signature/{ws}/all', signatures(listIn(['signatures'], SignatureSchema)));
export const readSignatures = signaturesReply.parse;

export const signaturesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/workspace/signature/{ws}/all. */
    getWorkspaceSignatures: build.query<Signature[], string>({
      query: (ws) => ({ url: `/api/workspace/signature/${enc(ws)}/all` }),
      responseSchema: signaturesReply,
      providesTags: ['Signature'],
    }),
    /** POST /api/workspace/signature/{ws} with {signaturePath, replace}. */
    addWorkspaceSignature: build.mutation<unknown, { ws: string; signaturePath: string; replace: boolean }>({
      query: ({ ws, signaturePath, replace }) => ({ url: `/api/workspace/signature/${enc(ws)}`, method: 'POST', data: { signaturePath, replace } }),
      invalidatesTags: ['Signature'],
    }),
    /** DELETE /api/workspace/signature/{ws} with {name}. */
    deleteWorkspaceSignature: build.mutation<unknown, { ws: string; name: string }>({
      query: ({ ws, name }) => ({ url: `/api/workspace/signature/${enc(ws)}`, method: 'DELETE', data: { name } }),
      invalidatesTags: ['Signature'],
    }),
  }),
});

export const { useGetWorkspaceSignaturesQuery, useAddWorkspaceSignatureMutation, useDeleteWorkspaceSignatureMutation } = signaturesApi;
