import { baseApi } from './baseApi';
import { map, num, obj, opt, texts } from './schema/fields';
import { defineReply } from './schema/reply';

/*
 * Spec section 7, "Cheques": sending cheques for signature and signing them in the workspace. The
 * sign link's calls (public) are signLinkCalls; the stored signatures are in signaturesApi.
 */

export interface SignInWorkspaceRequest {
  ws: string;
  ids: string[];
  signatures: string[];
}

export interface SendForSignatureReply {
  sent: number;
  recipients: string[];
}

/** {sent, recipients}; `sent` may be missing or a string (then the recipients are counted). */
const sentReply = defineReply(
  'POST /api/check/signature/send',
  map(obj({ sent: opt(num()), recipients: opt(texts(), () => []) }), ({ sent, recipients }): SendForSignatureReply => ({ sent: sent ?? recipients.length, recipients })),
);
export const readSendForSignature = sentReply.parse;

export const signingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/check/signature/send: e-mails the workspace's signators a sign link. */
    sendForSignature: build.mutation<SendForSignatureReply, { wsId: string }>({
      query: (body) => ({ url: '/api/check/signature/send', method: 'POST', data: body }),
      responseSchema: sentReply,
      invalidatesTags: ['Outbox'],
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
  useSignInWorkspaceMutation,
} = signingApi;
