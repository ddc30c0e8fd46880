// Statuses and rules of spec §4 "States and transitions". Allowed transitions are not in the
// spec, so none are encoded here.

export const CHEQUE_STATUSES = [
  'NONE',
  'NEW',
  'AWAITING_DEPOSIT',
  'AWAITING_CI3',
  'AWAITING_BANK',
  'AWAITING_BANK_ACK',
  'RECEIVED_BANK',
  'RECEIVED_CI3',
  'RECEIVED_DEPOSIT',
  'REJECTED_BANK',
  'REJECTED',
  'PROCESSING_DEPOSIT',
  'AWAITING_DELIVERY',
  'AWAITING_DELIVERY_CI3',
  'AWAITING_DELIVERY_DEPOSIT',
  'DELETED',
  'UNKNOWN',
] as const;
export type ChequeStatus = (typeof CHEQUE_STATUSES)[number];

export type AggregateFilter = 'ALL_NEW' | 'ALL_SENT' | 'ALL_DONE' | 'ALL_REJECTED' | 'ALL_AWAITING';

/**
 * §4 names the ALL_ filters but not their members; this grouping is ours, by where the cheque is:
 * NEW = not yet acted on; SENT = physically on its way (delivery); AWAITING = handed to a bank,
 * deposit or CI3 and not answered yet; DONE = received; REJECTED = refused.
 * Each status is in at most one group; NONE, UNKNOWN and DELETED are in none.
 */
export const AGGREGATE_FILTERS: Readonly<Record<AggregateFilter, readonly ChequeStatus[]>> = {
  ALL_NEW: ['NEW'],
  ALL_SENT: ['AWAITING_DELIVERY', 'AWAITING_DELIVERY_CI3', 'AWAITING_DELIVERY_DEPOSIT'],
  ALL_AWAITING: ['AWAITING_DEPOSIT', 'AWAITING_CI3', 'AWAITING_BANK', 'AWAITING_BANK_ACK', 'PROCESSING_DEPOSIT'],
  ALL_DONE: ['RECEIVED_BANK', 'RECEIVED_CI3', 'RECEIVED_DEPOSIT'],
  ALL_REJECTED: ['REJECTED_BANK', 'REJECTED'],
};

/** The statuses a filter value stands for: an ALL_ group's members, or the status itself. */
export function statusesForFilter(filter: string): readonly string[] {
  return Object.hasOwn(AGGREGATE_FILTERS, filter) ? AGGREGATE_FILTERS[filter as AggregateFilter] : [filter];
}

export type StatusColour = 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'dark' | 'light';

// One mapping for every status family in §4: waiting = warning, moving = info, finished well =
// success, refused = danger, gone = dark, no status = light, anything unknown = secondary.
const COLOURS: Readonly<Record<string, StatusColour>> = {
  NONE: 'light',
  NEW: 'primary',
  AWAITING_DEPOSIT: 'warning',
  AWAITING_CI3: 'warning',
  AWAITING_BANK: 'warning',
  AWAITING_BANK_ACK: 'warning',
  PROCESSING_DEPOSIT: 'warning',
  AWAITING_DELIVERY: 'info',
  AWAITING_DELIVERY_CI3: 'info',
  AWAITING_DELIVERY_DEPOSIT: 'info',
  RECEIVED_BANK: 'success',
  RECEIVED_CI3: 'success',
  RECEIVED_DEPOSIT: 'success',
  REJECTED_BANK: 'danger',
  REJECTED: 'danger',
  DELETED: 'dark',
  UNKNOWN: 'secondary',
  // signing labels
  UNSIGNED: 'secondary',
  PARTIALLY_SIGNED: 'warning',
  PROCESSING: 'warning',
  SIGNED: 'success',
  SENT: 'info',
  RECEIVED: 'success',
  PRINTING: 'info',
  'DEPOSIT C': 'info',
  REMOVED: 'dark',
  // terminal transactions and payment requests (NEW and DONE shared with the above)
  IN_PROGRESS: 'warning',
  DONE: 'success',
  RETRIEVED: 'dark',
  CANCELED: 'danger',
  // deposits
  PARTLY_REJECTED: 'warning',
};

/** Case-insensitive, since some §4 labels are lower case ('printing', 'deposit C'). */
export function statusColour(status: string | null | undefined): StatusColour {
  if (typeof status !== 'string') return 'secondary';
  return COLOURS[status.trim().toUpperCase()] ?? 'secondary';
}

export type EditBlockReason = 'awaitingBank' | 'awaitingDeposit' | 'deleted';

/** The one deleted-cheque rule: soft-deleted, or in the DELETED status. */
export function isDeletedCheque(c: { status?: string | null; isDeleted?: boolean | null }): boolean {
  return !!c.isDeleted || c.status === 'DELETED';
}

/**
 * §4: editing is blocked while the cheque awaits the bank, awaits deposit (cancel the deposit
 * first) or is soft-deleted. Deletion is checked first: it outlives any other status.
 */
export function editBlockReason(
  cheque: { status?: string | null; isDeleted?: boolean | null; softDeleted?: boolean | null } | null | undefined,
): EditBlockReason | null {
  if (!cheque) return null;
  if (isDeletedCheque(cheque) || cheque.softDeleted) return 'deleted';
  if (cheque.status === 'AWAITING_BANK' || cheque.status === 'AWAITING_BANK_ACK') return 'awaitingBank';
  if (cheque.status === 'AWAITING_DEPOSIT') return 'awaitingDeposit';
  return null;
}

/**
 * Delivery details (PUT /api/check/payee/update) can change only until the cheque is on its way:
 * new, unknown, or still awaiting delivery. Past that the server answers "Sending method cannot
 * be updated at this point" (section 8) and refuses the whole batch, so screens leave such a cheque
 * out. Stricter than section 4's edit block, which it does not replace.
 */
export const DELIVERY_OPEN_STATUSES: readonly string[] = ['NONE', 'NEW', 'UNKNOWN', 'AWAITING_DELIVERY', 'AWAITING_DELIVERY_CI3', 'AWAITING_DELIVERY_DEPOSIT'];

/** Its delivery details may still change (see DELIVERY_OPEN_STATUSES); never once deleted. */
export function isDeliveryOpen(cheque: { status?: string | null; isDeleted?: boolean | null }): boolean {
  return !isDeletedCheque(cheque) && DELIVERY_OPEN_STATUSES.includes(cheque.status ?? 'NONE');
}

/**
 * From the number of signatures on a cheque and the number required (amount_of_signators, §3).
 * A required count below 1 is treated as 1: a cheque is never "signed" with no signature.
 */
export function signingStatus(signedCount: number, required: number): 'UNSIGNED' | 'PARTIALLY_SIGNED' | 'SIGNED' {
  const need = Number.isFinite(required) ? Math.max(1, required) : 1;
  if (!Number.isFinite(signedCount) || signedCount <= 0) return 'UNSIGNED';
  return signedCount >= need ? 'SIGNED' : 'PARTIALLY_SIGNED';
}

/** Waiting for a signature: not deleted, and UNSIGNED or PARTIALLY_SIGNED (spec section 4). */
export function isAwaitingSignature(cheque: { signingStatus?: string | null; status?: string | null; isDeleted?: boolean | null }): boolean {
  if (cheque.isDeleted || cheque.status === 'DELETED') return false;
  return cheque.signingStatus === 'UNSIGNED' || cheque.signingStatus === 'PARTIALLY_SIGNED';
}

export const SENDING_METHODS = ['COURIER', 'REGULAR_MAIL', 'HOUR24_MAIL', 'REGISTERED_MAIL', 'CI3', 'PICKUP'] as const;
export const SOURCES = ['MAIL', 'DEPOSIT'] as const;
export const SENDING_TIMINGS = ['immediate', 'end_of_month'] as const;

export const TERMINAL_TRANSACTION_STATUSES = ['NEW', 'IN_PROGRESS', 'DONE', 'RETRIEVED'] as const;

export const PAYMENT_REQUEST_STATUSES = ['NEW', 'DONE', 'CANCELED'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

/** §4/§8: only a request in NEW may be deleted (backend values are upper case; no folding). */
export function canDeletePaymentRequest(status: string | null | undefined): boolean {
  return status === 'NEW';
}
