import { isAwaitingSignature, isDeletedCheque } from './statuses';

/**
 * Five stages a person thinks in, over the seventeen statuses of spec section 4. Lists and the
 * home filter by stage; the exact status stays as secondary text. Every status belongs to one stage.
 */
export const CHEQUE_STAGES = ['toHandle', 'signing', 'onItsWay', 'done', 'needsAttention'] as const;
export type ChequeStage = (typeof CHEQUE_STAGES)[number];

const BY_STATUS: Readonly<Record<string, ChequeStage>> = {
  NONE: 'toHandle',
  NEW: 'toHandle',
  AWAITING_DELIVERY: 'onItsWay',
  AWAITING_DELIVERY_CI3: 'onItsWay',
  AWAITING_DELIVERY_DEPOSIT: 'onItsWay',
  // Sent for signature or to the payee: the lists' "sent" box reads it so (lib/chequeListFilter).
  SENT: 'onItsWay',
  AWAITING_DEPOSIT: 'onItsWay',
  AWAITING_CI3: 'onItsWay',
  AWAITING_BANK: 'onItsWay',
  AWAITING_BANK_ACK: 'onItsWay',
  PROCESSING_DEPOSIT: 'onItsWay',
  RECEIVED_BANK: 'done',
  RECEIVED_CI3: 'done',
  RECEIVED_DEPOSIT: 'done',
  DELETED: 'done',
  REJECTED_BANK: 'needsAttention',
  REJECTED: 'needsAttention',
  // The backend does not know where the cheque is: a person has to look.
  UNKNOWN: 'needsAttention',
};

/** Statuses before the cheque leaves the business: a missing signature holds it there. */
const SIGNABLE_STAGE_STATUSES: readonly string[] = ['NONE', 'NEW', 'AWAITING_DELIVERY', 'AWAITING_DELIVERY_CI3', 'AWAITING_DELIVERY_DEPOSIT'];

export interface StagedCheque {
  status?: string | null;
  signingStatus?: string | null;
  isDeleted?: boolean | null;
}

/**
 * The stage of one cheque. A deleted cheque is done whatever its status; a cheque still in the
 * business and missing a signature is signing (one already at the bank is past signing, whatever
 * its signing label says); a status the contract does not list needs attention, never a blank.
 */
export function chequeStage(cheque: StagedCheque): ChequeStage {
  if (isDeletedCheque(cheque)) return 'done';
  const status = typeof cheque.status === 'string' && cheque.status.trim() ? cheque.status.trim().toUpperCase() : 'NONE';
  if (SIGNABLE_STAGE_STATUSES.includes(status) && isAwaitingSignature({ signingStatus: cheque.signingStatus, status })) return 'signing';
  return BY_STATUS[status] ?? 'needsAttention';
}

/** The statuses of one stage (signing aside, which depends on the signing label too). */
export function statusesOfStage(stage: ChequeStage): readonly string[] {
  return Object.keys(BY_STATUS).filter((status) => BY_STATUS[status] === stage);
}
