import type { Charge, CreditPrice, OrderDone, PaymentStart } from '../types/credits';
import { cleanReceiptNumber } from '@/lib/paymentReturn';
import { alias, bool, id, map, money, num, obj, opt, text, type Schema } from './fields';

/*
 * Spec section 3, Credits (docs/backend-contract.md, "Payment (credits)" and "Reports"): the price
 * list, a payment's start and its confirmed order, and the rows of the charges report. Money is
 * shekels as sent (a number or a decimal string, never NaN).
 */

/** A package; `id` (else its number of credits) is the {id} of POST /api/payment/{id}. */
export const PriceSchema: Schema<CreditPrice> = map(
  alias(
    obj({
      id: opt(id()),
      credits: num(),
      costPerCheck: opt(money(), () => 0),
      costPerUnit: opt(money(), () => 0),
      vat: opt(money(), () => 0),
      total: money(),
    }),
    {
      id: ['priceId', '_id'],
      credits: ['numberOfCredits', 'amount', 'quantity'],
      costPerCheck: ['cost_per_check', 'pricePerCheck'],
      costPerUnit: ['cost_per_unit', 'price'],
      vat: ['VAT'],
      total: ['totalCost', 'total_cost'],
    },
  ),
  ({ id, ...price }) => ({ id: id ?? String(price.credits), ...price }),
);

/**
 * Where the card payment page is: text as sent, none is '' (features/credits/rules/paymentUrl.ts
 * decides whether the browser goes there, and says why not).
 */
export const PaymentStartSchema: Schema<PaymentStart> = alias(obj({ url: opt(text(), () => ''), orderId: opt(id()) }), {
  url: ['paymentUrl', 'redirectUrl', 'link', 'payment_url'],
  orderId: ['order', 'id'],
});

export const OrderDoneSchema: Schema<OrderDone> = map(
  alias(obj({ receiptNumber: opt(text()), credits: opt(num()), balance: opt(num()), alreadyConfirmed: opt(bool()) }), {
    receiptNumber: ['receipt', 'receipt_number', 'invoiceNumber'],
    balance: ['creditsBalance'],
    alreadyConfirmed: ['alreadyDone', 'repeated'],
  }),
  (order) => ({ ...order, receiptNumber: cleanReceiptNumber(order.receiptNumber), alreadyConfirmed: order.alreadyConfirmed === true }),
);

/** A row of the charges report: credits out count positive, the direction is the action type. */
export const ChargeSchema: Schema<Charge> = map(
  alias(
    obj({
      id: id(),
      date: opt(text(), () => ''),
      actionType: opt(text(), () => ''),
      credits: num(),
      description: opt(text()),
      amount: opt(money()),
      receiptNumber: opt(text()),
    }),
    { id: ['_id'], date: ['createdAt'], actionType: ['type'], credits: ['amountOfCredits', 'quantity'] },
  ),
  (charge) => ({ ...charge, actionType: charge.actionType.toUpperCase(), credits: Math.abs(charge.credits) }),
);
