import { baseApi } from './baseApi';
import { pickList, pickNumber, pickObject } from './replies';
import type { Cheque } from './types';

/**
 * Reply shapes chosen where the spec is silent (mock backend = these):
 * - GET /api/check/signature/{hash} -> { checks, signer, workspace, requiredSignators, signatures, expiresAt }
 * - POST /api/check/signature/send -> { sent, recipients, checks }
 * - GET /api/workspace/signature/{ws}/all -> { signatures: [{ name, signaturePath }] }
 */

/** A signature kept by the workspace (spec section 3, Rear signature: name and signature path). */
export interface StoredSignature {
  name: string;
  signaturePath: string;
  /** The workspace keeps stamps in the same list; a cheque is signed with a signature. */
  type?: 'signature' | 'stamp';
}

export interface SignLinkCheque extends Cheque {
  /** This link's signer has signed the cheque already (e.g. the page was reloaded mid-way). */
  signedByMe?: boolean;
}

export interface SignLink {
  checks: SignLinkCheque[];
  signerName: string;
  companyName: string;
  /** Signatures a cheque needs (amount_of_signators, spec section 3); at least 1. */
  requiredSignators: number;
  signatures: StoredSignature[];
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

export function toStoredSignatures(reply: unknown): StoredSignature[] {
  return pickList<Record<string, unknown>>(reply, 'signatures')
    .map((s, i) => ({
      name: text(s.name) || text(s.title) || String(i + 1),
      signaturePath: text(s.signaturePath) || text(s.path) || text(s.url) || text(s.signature),
      type: s.type === 'stamp' ? ('stamp' as const) : ('signature' as const),
    }))
    .filter((s) => s.signaturePath);
}

/** Tolerant: the cheques may come bare or wrapped; signer and workspace as objects or names. */
export function toSignLink(reply: unknown): SignLink {
  const body = pickObject<Record<string, unknown>>(reply, 'link') ?? {};
  const workspace = (body.workspace ?? {}) as Record<string, unknown>;
  return {
    checks: pickList<SignLinkCheque>(reply, 'checks', 'cheques'),
    signerName: personName(body.signer ?? body.user),
    companyName: typeof body.workspace === 'string' ? body.workspace : text(workspace.companyName) || text(workspace.name),
    requiredSignators: Math.max(1, pickNumber(body.requiredSignators ?? body.amount_of_signators, 1)),
    signatures: toStoredSignatures(body.signatures),
  };
}

export const signingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/check/signature/send: e-mails the workspace's signators a sign link. */
    sendForSignature: build.mutation<SendForSignatureReply, { wsId: string }>({
      query: (body) => ({ url: '/api/check/signature/send', method: 'POST', data: body }),
      transformResponse: (reply: unknown) => {
        const r = (reply ?? {}) as Record<string, unknown>;
        const recipients = pickList<string>(r.recipients).filter((x) => typeof x === 'string');
        return { sent: pickNumber(r.sent, recipients.length), recipients };
      },
      invalidatesTags: ['Outbox'],
    }),
    /** GET /api/check/signature/{hash}: the cheques behind a sign link (public). */
    getSignLink: build.query<SignLink, string>({
      query: (hash) => ({ url: `/api/check/signature/${encodeURIComponent(hash)}` }),
      transformResponse: toSignLink,
    }),
    /** POST /api/check/signature/sign: one cheque signed through a link. */
    signByLink: build.mutation<unknown, SignByLinkRequest>({
      query: (body) => ({ url: '/api/check/signature/sign', method: 'POST', data: body }),
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
    /** GET /api/workspace/signature/{ws}/all: the workspace's stored signatures. */
    getSignerSignatures: build.query<StoredSignature[], string>({
      query: (ws) => ({ url: `/api/workspace/signature/${encodeURIComponent(ws)}/all` }),
      transformResponse: toStoredSignatures,
      providesTags: ['Signature'],
    }),
  }),
});

export const {
  useSendForSignatureMutation,
  useGetSignLinkQuery,
  useSignByLinkMutation,
  useSignInWorkspaceMutation,
  useGetSignerSignaturesQuery,
} = signingApi;
