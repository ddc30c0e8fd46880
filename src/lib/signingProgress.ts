export interface SigningProgress {
  signed: number;
  required: number;
}

/** What a cheque says of its signatures (api/types/cheque's fields of the same names). */
export interface ChequeSignatures {
  signatorsIds?: string[];
  signingStatus?: string;
}

/**
 * How many of the required signatures a cheque has (spec section 3: amount_of_signators); the
 * staff's cheques-to-sign and the signer's link page both show it. The
 * backend's signatorsIds counts when present; otherwise the signing status says at least how many.
 */
export function signingProgress(cheque: ChequeSignatures, required: number): SigningProgress {
  const need = Number.isFinite(required) ? Math.max(1, Math.floor(required)) : 1;
  const ids = Array.isArray(cheque.signatorsIds) ? cheque.signatorsIds.length : 0;
  const fromStatus = cheque.signingStatus === 'SIGNED' ? need : cheque.signingStatus === 'PARTIALLY_SIGNED' ? 1 : 0;
  let signed = Math.max(ids, fromStatus);
  // A partially signed cheque lacks at least one signature, whatever the ids say.
  if (cheque.signingStatus === 'PARTIALLY_SIGNED') signed = Math.min(signed, need - 1 || 1);
  return { signed: Math.min(signed, need), required: need };
}
