import { baseApi } from './baseApi';
import { pickList, pickNumber, pickObject } from './replies';
import { readSignatures } from './signaturesApi';
import type { Cheque } from './types/cheque';
import type { Signature } from './types/signature';

/*
 * Spec section 7, "Cheques": sending cheques for signature and signing them, through a hash link
 * (public) or in the workspace. The stored signatures themselves are in signaturesApi.
 */

export interface SignLink {
  /** A cheque may carry `signedByMe` (e.g. the page was reloaded mid-way). */
  checks: Cheque[];
  signerName: string;
  companyName: string;
  /** Signatures a cheque needs (amount_of_signators, spec section 3); at least 1. */
  requiredSignators: number;
  signatures: Signature[];
}

export interface SignByLinkRequest {
  checkId: string;
  /** The drawn signature as a PNG data URL, or a stored signature's path. */
  signature: string;
  hash: string;
}

export interface SignInWorkspaceRequest {
  ws: string;
  ids: string[];
  signatures: string[];
}

export interface SendForSignatureReply {
  sent: number;
  recipients: string[];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function personName(value: unknown): string {
  if (typeof value === 'string') return value;
  const p = (value ?? {}) as Record<string, unknown>;
  return [text(p.firstName), text(p.lastName)].filter(Boolean).join(' ') || text(p.name) || text(p.email);
}

/** Tolerant: the cheques may come bare or wrapped; signer and workspace as objects or names. */
export function readSignLink(reply: unknown): SignLink {
  const body = pickObject<Record<string, unknown>>(reply, 'link') ?? {};
  const workspace = (body.workspace ?? {}) as Record<string, unknown>;
  return {
    checks: pickList<Cheque>(body, 'checks', 'cheques'),
    signerName: personName(body.signer ?? body.user),
    companyName: typeof body.workspace === 'string' ? body.workspace : text(workspace.companyName) || text(workspace.name),
    requiredSignators: Math.max(1, pickNumber(body.requiredSignators ?? body.amount_of_signators, 1)),
    signatures: readSignatures(body.signatures),
  };
}

/** {sent, recipients}; `sent` may be missing or a string (then the recipients are counted). */
export function readSendForSignature(reply: unknown): SendForSignatureReply {
  const r = (reply && typeof reply === 'object' ? reply : {}) as Record<string, unknown>;
  const recipients = pickList<string>(r.recipients).filter((x) => typeof x === 'string');
  return { sent: pickNumber(r.sent, recipients.length), recipients };
}

export const signingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/check/signature/send: e-mails the workspace's signators a sign link. */
    sendForSignature: build.mutation<SendForSignatureReply, { wsId: string }>({
      query: (body) => ({ url: '/api/check/signature/send', method: 'POST', data: body }),
      transformResponse: readSendForSignature,
      invalidatesTags: ['Outbox'],
    }),
    /** GET /api/check/signature/{hash}: the cheques behind a sign link (public). */
    getSignLink: build.query<SignLink, string>({
      query: (hash) => ({ url: `/api/check/signature/${encodeURIComponent(hash)}` }),
      transformResponse: readSignLink,
    }),
    /** POST /api/check/signature/sign: one cheque signed through a link. */
    signByLink: build.mutation<unknown, SignByLinkRequest>({
      query: (body) => ({ url: '/api/check/signature/sign', method: 'POST', data: body }),
      invalidatesTags: ['ChequeList', 'Cheque'],
    }),
    /** PUT /api/check/workspace/{ws}/signature/sign: many cheques signed at once by a signed-in signator. */
    signInWorkspace: build.mutation<unknown, SignInWorkspaceRequest>({
      query: ({ ws, ids, signatures }) => ({
        url: `/api/check/workspace/${encodeURIComponent(ws)}/signature/sign`,
        method: 'PUT',
        data: { ids, signatures },
      }),
      invalidatesTags: ['ChequeList', 'Cheque'],
    }),
  }),
});

export const {
  useSendForSignatureMutation,
  useGetSignLinkQuery,
  useSignByLinkMutation,
  useSignInWorkspaceMutation,
} = signingApi;
