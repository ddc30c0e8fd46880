// The return to /paymentsuccess (spec section 2: "payment success page, shows a receipt number").
// Two kinds of visitor land there:
// - a payer whose terminal payment finished: the app itself sends them with ?receipt=<number>;
// - a workspace owner back from the card payment page: the provider's query goes to
//   POST /api/payment/order/done {query}, and the reply names the receipt (section 7).
// Backends name the receipt parameter differently; it is shown only when it looks like one.

const RECEIPT_PARAMS = ['receiptNumber', 'receipt', 'rn'];
const RECEIPT = /^[\p{L}\p{N}_-]{1,40}$/u;
// Far beyond any provider's return address; a longer one is not sent on.
const MAX_QUERY = 2048;

/** A receipt number as shown to people, or null when the value does not look like one. */
export function cleanReceiptNumber(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  return RECEIPT.test(trimmed) ? trimmed : null;
}

export function receiptFrom(search: URLSearchParams): string | null {
  for (const name of RECEIPT_PARAMS) {
    const value = cleanReceiptNumber(search.get(name));
    if (value) return value;
  }
  return null;
}

export type PaymentReturn = { kind: 'receipt'; receipt: string } | { kind: 'order'; query: string } | { kind: 'none' };

/** What the page does with its address: show a receipt, confirm an order, or say there is nothing. */
export function readPaymentReturn(search: string): PaymentReturn {
  const query = search.replace(/^\?/, '');
  const params = new URLSearchParams(query);
  const receipt = receiptFrom(params);
  const others = [...params.keys()].filter((key) => !RECEIPT_PARAMS.includes(key));
  if (receipt && !others.length) return { kind: 'receipt', receipt };
  if (!others.length || query.length > MAX_QUERY) return { kind: 'none' };
  return { kind: 'order', query };
}
