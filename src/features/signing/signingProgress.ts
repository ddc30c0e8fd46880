import type { Cheque } from '@/api/types/cheque';
import { isDeletedCheque } from '@/lib/statuses';

export interface SigningProgress {
  signed: number;
  required: number;
}

/**
 * How many of the required signatures a cheque has (spec section 3: amount_of_signators). The
 * backend's signatorsIds counts when present; otherwise the signing status says at least how many.
 */
export function signingProgress(cheque: Pick<Cheque, 'signatorsIds' | 'signingStatus'>, required: number): SigningProgress {
  const need = Number.isFinite(required) ? Math.max(1, Math.floor(required)) : 1;
  const ids = Array.isArray(cheque.signatorsIds) ? cheque.signatorsIds.length : 0;
  const fromStatus = cheque.signingStatus === 'SIGNED' ? need : cheque.signingStatus === 'PARTIALLY_SIGNED' ? 1 : 0;
  let signed = Math.max(ids, fromStatus);
  // A partially signed cheque lacks at least one signature, whatever the ids say.
  if (cheque.signingStatus === 'PARTIALLY_SIGNED') signed = Math.min(signed, need - 1 || 1);
  return { signed: Math.min(signed, need), required: need };
}

/** Waiting for a signature: not deleted, and UNSIGNED or PARTIALLY_SIGNED (spec section 4). */
export function isAwaitingSignature(cheque: Pick<Cheque, 'signingStatus' | 'status' | 'isDeleted'>): boolean {
  if (isDeletedCheque(cheque)) return false;
  return cheque.signingStatus === 'UNSIGNED' || cheque.signingStatus === 'PARTIALLY_SIGNED';
}
