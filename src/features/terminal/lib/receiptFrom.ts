// /paymentsuccess shows the receipt number of the address (spec section 2). Backends name it
// differently; it is shown only when it looks like a receipt number.
const RECEIPT_PARAMS = ['receiptNumber', 'receipt', 'rn'];
const RECEIPT = /^[\p{L}\p{N}_-]{1,40}$/u;

export function receiptFrom(search: URLSearchParams): string | null {
  for (const name of RECEIPT_PARAMS) {
    const value = search.get(name)?.trim();
    if (value && RECEIPT.test(value)) return value;
  }
  return null;
}
