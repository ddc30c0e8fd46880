import { baseApi } from './baseApi';
import { forgetKeyWhenAnswered, idempotencyHeader } from './intentKey';
import { pickNumber, pickObject, pickRows } from './replies';
import type { CreditPrice, OrderDone, PaymentStart } from './types/credits';
import { cleanReceiptNumber } from '@/lib/paymentReturn';

/*
 * Spec section 7, "Payment (credits)": the price list, starting a card payment, and confirming the
 * order on the return to /paymentsuccess. The payment address is checked by src/lib/paymentUrl.ts
 * before the browser goes there. Reply shapes: docs/backend-contract.md.
 */

type Raw = Record<string, unknown>;
const first = (raw: Raw, ...keys: string[]): unknown => keys.map((k) => raw[k]).find((v) => v !== undefined && v !== null && v !== '');
const money = (value: unknown): number | string => (typeof value === 'number' || typeof value === 'string' ? value : 0);

export function readPrices(reply: unknown): CreditPrice[] {
  return pickRows(reply, 'prices')
    .map((raw) => {
      const credits = pickNumber(first(raw, 'credits', 'numberOfCredits', 'amount', 'quantity'), 0);
      return {
        id: String(first(raw, 'id', 'priceId', '_id') ?? credits),
        credits,
        costPerCheck: money(first(raw, 'costPerCheck', 'cost_per_check', 'pricePerCheck')),
        costPerUnit: money(first(raw, 'costPerUnit', 'cost_per_unit', 'price')),
        vat: money(first(raw, 'vat', 'VAT')),
        total: money(first(raw, 'total', 'totalCost', 'total_cost')),
      };
    })
    .filter((p) => p.credits > 0);
}

export function readPaymentStart(reply: unknown): PaymentStart {
  const raw = pickObject<Raw>(reply, 'payment') ?? {};
  const url = first(raw, 'url', 'paymentUrl', 'redirectUrl', 'link', 'payment_url');
  const orderId = first(raw, 'orderId', 'order', 'id');
  return { url: typeof url === 'string' ? url : '', orderId: orderId === undefined ? undefined : String(orderId) };
}

export function readOrderDone(reply: unknown): OrderDone {
  const raw = pickObject<Raw>(reply, 'order') ?? {};
  const balance = first(raw, 'balance', 'creditsBalance');
  const credits = first(raw, 'credits');
  return {
    receiptNumber: cleanReceiptNumber(first(raw, 'receiptNumber', 'receipt', 'receipt_number', 'invoiceNumber')),
    credits: credits === undefined ? undefined : pickNumber(credits),
    balance: balance === undefined ? undefined : pickNumber(balance),
    alreadyConfirmed: first(raw, 'alreadyConfirmed', 'alreadyDone', 'repeated') === true,
  };
}

export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/payment/prices: the packages of credits. */
    getPrices: build.query<CreditPrice[], void>({
      query: () => ({ url: '/api/payment/prices' }),
      transformResponse: readPrices,
    }),
    /** POST /api/payment/{id} {wsId}: starts the card payment of package {id}. */
    startPayment: build.mutation<PaymentStart, { priceId: string; wsId: string }>({
      // One order per purchase: a retry carries the same Idempotency-Key (intentKey.ts).
      query: (args) => ({ url: `/api/payment/${encodeURIComponent(args.priceId)}`, method: 'POST', data: { wsId: args.wsId }, headers: idempotencyHeader('startPayment', args) }),
      onQueryStarted: forgetKeyWhenAnswered('startPayment'),
      transformResponse: readPaymentStart,
    }),
    /** POST /api/payment/order/done {query}: the provider's return query; the reply names the receipt. */
    confirmOrder: build.mutation<OrderDone, { query: string }>({
      query: (body) => ({ url: '/api/payment/order/done', method: 'POST', data: body }),
      transformResponse: readOrderDone,
      invalidatesTags: ['Credits', 'Report'],
    }),
  }),
});

export const { useGetPricesQuery, useStartPaymentMutation, useConfirmOrderMutation } = paymentsApi;
