// Section 4 "States and transitions" as the mock uses them.

export const SENDING_METHODS = ['COURIER', 'REGULAR_MAIL', 'HOUR24_MAIL', 'REGISTERED_MAIL', 'CI3', 'PICKUP'] as const;
export const SOURCES = ['MAIL', 'DEPOSIT'] as const;
export const SENDING_TIMINGS = ['immediate', 'end_of_month'] as const;
export const TRANSACTION_STATUSES = ['NEW', 'IN_PROGRESS', 'DONE', 'RETRIEVED'] as const;
/** The cheque statuses of the CI3 sending method. */
export const CI3_STATUSES = ['AWAITING_DELIVERY_CI3', 'AWAITING_CI3', 'RECEIVED_CI3'] as const;

export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

/** Soft-deleted: the flag, or the DELETED status. */
export const isDeleted = (c: { status?: string | null; isDeleted?: boolean | null }) => !!c.isDeleted || c.status === 'DELETED';

export type EditBlock = 'awaitingBank' | 'awaitingDeposit' | 'deleted';

/**
 * "Editing is blocked when the cheque awaits the bank, when it awaits deposit (the deposit must be
 * cancelled first), and when it is soft-deleted."
 */
export function editBlock(c: { status?: string | null; isDeleted?: boolean | null }): EditBlock | null {
  if (isDeleted(c)) return 'deleted';
  if (c.status === 'AWAITING_BANK' || c.status === 'AWAITING_BANK_ACK') return 'awaitingBank';
  if (c.status === 'AWAITING_DEPOSIT') return 'awaitingDeposit';
  return null;
}

/** A deposit that can still be called back: waiting for its day, or on its way to the bank. */
export const hasDepositToCancel = (status: string | null | undefined) => status === 'AWAITING_DEPOSIT' || status === 'PROCESSING_DEPOSIT';

/** Signed by how many, of how many required (at least one is always required). */
export function signingStatus(signed: number, required: number): 'UNSIGNED' | 'PARTIALLY_SIGNED' | 'SIGNED' {
  if (signed <= 0) return 'UNSIGNED';
  return signed >= Math.max(1, required) ? 'SIGNED' : 'PARTIALLY_SIGNED';
}

/**
 * A payment request's status today: "A payment not finished after the configured days-to-cancel
 * becomes canceled" (from its date to cancel on).
 */
export function paymentRequestStatus(status: string, dateToCancel: string | undefined, today: string): string {
  return status === 'NEW' && !!dateToCancel && dateToCancel.slice(0, 10) <= today ? 'CANCELED' : status;
}

/** "Only a request in NEW may be deleted." */
export const isDeletablePaymentRequest = (status: string, dateToCancel: string | undefined, today: string) => paymentRequestStatus(status, dateToCancel, today) === 'NEW';
