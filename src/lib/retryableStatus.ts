// Which failures are worth another try, for the payer's scan (its back-off) and for the money
// calls' Idempotency-Key (src/api/intentKey.ts: a key is kept until the backend answered).

/** Whether an HTTP status (null: no reply at all) is worth another try: the network, a busy or
 * failing server, a time-out. A refusal of the request itself (400, 403, 404, 409...) is not. */
export function isRetryableStatus(status: number | null | undefined): boolean {
  if (status === null || status === undefined || status === 0) return true;
  return status === 408 || status === 425 || status === 429 || status >= 500;
}
