import { baseApi } from './baseApi';
import { forgetKeyWhenAnswered, idempotencyHeader } from './intentKey';
import { OrderDoneSchema, PaymentStartSchema, PriceSchema } from './schema/credits';
import { listIn, map, objectIn } from './schema/fields';
import { defineReply } from './schema/reply';
import type { CreditPrice, OrderDone, PaymentStart } from './types/credits';

/*
 * Spec section 7, "Payment (credits)": the price list, starting a card payment, and confirming the
 * order on the return to /paymentsuccess. The payment address is checked by src/lib/paymentUrl.ts
 * before the browser goes there. Reply shapes: docs/backend-contract.md.
 */

/** {prices}, also bare or under `data`; a package of no credits is not offered. */
const pricesReply = defineReply('GET /api/payment/prices', map(listIn(['prices'], PriceSchema), (prices) => prices.filter((p) => p.credits > 0)));
/** {url, orderId}, also under `payment` or `data`. */
const startReply = defineReply('POST /api/payment/{id}', objectIn(['payment'], PaymentStartSchema));
/** {receiptNumber, credits, balance, alreadyConfirmed}, also under `order` or `data`. */
const orderDoneReply = defineReply('POST /api/payment/order/done', objectIn(['order'], OrderDoneSchema));
export const readPrices = pricesReply.parse;
export const readPaymentStart = startReply.parse;
export const readOrderDone = orderDoneReply.parse;

export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/payment/prices: the packages of credits. */
    getPrices: build.query<CreditPrice[], void>({
      query: () => ({ url: '/api/payment/prices' }),
      responseSchema: pricesReply,
    }),
    /** POST /api/payment/{id} {wsId}: starts the card payment of package {id}. */
    startPayment: build.mutation<PaymentStart, { priceId: string; wsId: string }>({
      // One order per purchase: a retry carries the same Idempotency-Key (intentKey.ts).
      query: (args) => ({ url: `/api/payment/${encodeURIComponent(args.priceId)}`, method: 'POST', data: { wsId: args.wsId }, headers: idempotencyHeader('startPayment', args) }),
      onQueryStarted: forgetKeyWhenAnswered('startPayment'),
      responseSchema: startReply,
    }),
    /** POST /api/payment/order/done {query}: the provider's return query; the reply names the receipt. */
    confirmOrder: build.mutation<OrderDone, { query: string }>({
      query: (body) => ({ url: '/api/payment/order/done', method: 'POST', data: body }),
      responseSchema: orderDoneReply,
      invalidatesTags: ['Credits', 'Report'],
    }),
  }),
});

export const { useGetPricesQuery, useStartPaymentMutation, useConfirmOrderMutation } = paymentsApi;
