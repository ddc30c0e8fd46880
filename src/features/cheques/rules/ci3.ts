// The CI3 sending method (spec section 4): a cheque delivered to the bank's electronic clearing.

/** The cheque statuses of the CI3 way: waiting to go, at the bank's clearing, received. */
export const CI3_STATUSES = ['AWAITING_DELIVERY_CI3', 'AWAITING_CI3', 'RECEIVED_CI3'] as const;

/** A cheque sent by CI3, or on the CI3 way: its clearing record (GET .../{ws}/{x}/ci3) is worth asking for. */
export function isCi3Cheque(cheque: { sendingMethod?: string | null; status?: string | null } | null | undefined): boolean {
  return !!cheque && (cheque.sendingMethod === 'CI3' || (CI3_STATUSES as readonly string[]).includes(cheque.status ?? ''));
}
