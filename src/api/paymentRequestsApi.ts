import { baseApi } from './baseApi';
import { forgetKeyWhenAnswered, idempotencyHeader } from './intentKey';
import { map, objectIn } from './schema/fields';
import { PaymentRequestSchema } from './schema/paymentRequest';
import { defineReply } from './schema/reply';
import { orNull, pageIn } from './schema/staffFields';
import type { PaymentRequest } from './types/paymentRequest';

/*
 * Spec section 7, "Payment requests". {id} is the request number (UPR). Reply shapes chosen where
 * the spec is silent (the mock answers these):
 * - GET /api/workspace/{ws}/payment/request?status&from&to&q -> { paymentRequests: PaymentRequest[], total }
 *   (status NEW | DONE | CANCELED; from/to: creation days 'YYYY-MM-DD'; q: number, e-mail, message)
 * - GET /api/workspace/{ws}/payment/request/{id} -> { paymentRequest }
 * - POST /api/workspace/{ws}/{terminalId}/payment/request { requestNumber, amount ('1250.00'),
 *   terminalId, clientEmail?, clientMessage?, dateToCancel ('YYYY-MM-DD'), fast? } -> { paymentRequest }
 *   ({x} of the spec read as the terminal the payer pays at)
 * - POST /api/workspace/{ws}/payment/request/send { requestNumber, email } -> { ok }
 * - PUT /api/workspace/{ws}/payment/request/cancel/{id} -> { paymentRequest }
 * - DELETE /api/workspace/{ws}/payment/request/{id} -> { ok }; "Payment request cannot be deleted"
 *   unless NEW
 */

export interface PaymentRequestQuery {
  ws: string;
  status?: string;
  from?: string;
  to?: string;
  q?: string;
}

export interface PaymentRequestList {
  paymentRequests: PaymentRequest[];
  total: number;
}

export interface NewPaymentRequest {
  requestNumber: string;
  /** Shekels, '1250.00' (agorotToShekels). */
  amount: string;
  terminalId: string;
  clientEmail?: string;
  clientMessage?: string;
  dateToCancel?: string;
  fast?: boolean;
}

const enc = encodeURIComponent;

/** {paymentRequests, total}, also under `requests`, `data` or bare; `total` else the list's length. */
const listReply = defineReply(
  'GET /api/workspace/{ws}/payment/request',
  map(pageIn(['paymentRequests', 'requests'], PaymentRequestSchema), ({ rows, total }): PaymentRequestList => ({ paymentRequests: rows, total })),
);
const oneReply = objectIn(['paymentRequest', 'request'], PaymentRequestSchema);
/** {paymentRequest}, also under `request`, `data` or bare. */
const requestReply = defineReply('GET /api/workspace/{ws}/payment/request/{id}', oneReply);
/** The new request: its link is what the screen shows next. */
const createdReply = defineReply('POST /api/workspace/{ws}/{x}/payment/request', oneReply);
/** The cancelled request, or null (it was cancelled; the view refreshes). */
const cancelledReply = defineReply('PUT /api/workspace/{ws}/payment/request/cancel/{id}', orNull(oneReply));
export const readPaymentRequest = requestReply.parse;
export const readPaymentRequestList = listReply.parse;

const requestTags = (id: string) => [{ type: 'PaymentRequest' as const, id }, { type: 'PaymentRequest' as const, id: 'LIST' }];

export const paymentRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentRequests: build.query<PaymentRequestList, PaymentRequestQuery>({
      query: ({ ws, ...params }) => ({ url: `/api/workspace/${enc(ws)}/payment/request`, params }),
      responseSchema: listReply,
      providesTags: (list) => [
        { type: 'PaymentRequest', id: 'LIST' },
        ...(list?.paymentRequests ?? []).flatMap((r) => (r.requestNumber ? [{ type: 'PaymentRequest' as const, id: r.requestNumber }] : [])),
      ],
    }),
    getPaymentRequest: build.query<PaymentRequest, { ws: string; id: string }>({
      query: ({ ws, id }) => ({ url: `/api/workspace/${enc(ws)}/payment/request/${enc(id)}` }),
      responseSchema: requestReply,
      providesTags: (_r, _e, { id }) => [{ type: 'PaymentRequest', id }],
    }),
    createPaymentRequest: build.mutation<PaymentRequest, { ws: string; request: NewPaymentRequest }>({
      query: ({ ws, request }) => ({ url: `/api/workspace/${enc(ws)}/${enc(request.terminalId)}/payment/request`, method: 'POST', data: request }),
      responseSchema: createdReply,
      invalidatesTags: [{ type: 'PaymentRequest', id: 'LIST' }],
    }),
    sendPaymentRequest: build.mutation<void, { ws: string; requestNumber: string; email: string }>({
      // One e-mail per sending: a retry carries the same Idempotency-Key (intentKey.ts).
      query: (args) => ({ url: `/api/workspace/${enc(args.ws)}/payment/request/send`, method: 'POST', data: { requestNumber: args.requestNumber, email: args.email }, headers: idempotencyHeader('sendPaymentRequest', args) }),
      onQueryStarted: forgetKeyWhenAnswered('sendPaymentRequest'),
      invalidatesTags: (_r, _e, { requestNumber }) => requestTags(requestNumber),
    }),
    cancelPaymentRequest: build.mutation<PaymentRequest | null, { ws: string; id: string }>({
      query: ({ ws, id }) => ({ url: `/api/workspace/${enc(ws)}/payment/request/cancel/${enc(id)}`, method: 'PUT' }),
      responseSchema: cancelledReply,
      invalidatesTags: (_r, _e, { id }) => requestTags(id),
    }),
    deletePaymentRequest: build.mutation<void, { ws: string; id: string }>({
      query: ({ ws, id }) => ({ url: `/api/workspace/${enc(ws)}/payment/request/${enc(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { id }) => requestTags(id),
    }),
  }),
});

export const {
  useGetPaymentRequestsQuery,
  useGetPaymentRequestQuery,
  useCreatePaymentRequestMutation,
  useSendPaymentRequestMutation,
  useCancelPaymentRequestMutation,
  useDeletePaymentRequestMutation,
} = paymentRequestsApi;
