// Spec section 3, Rear signature and signature types.

export type SignatureKind = 'signature' | 'stamp';

/** A signature or stamp the workspace keeps (GET /api/workspace/signature/{ws}/all). */
export interface Signature {
  name: string;
  signaturePath: string;
  /** The workspace keeps stamps in the same list; a cheque's front is signed with a signature. */
  type?: SignatureKind;
}

/** A signature on a cheque's rear, as sent in the check action payload. */
export interface RearSignature {
  name: string;
  signaturePath: string;
  /** Replaces an earlier rear signature of the same name. */
  replace?: boolean;
  /** The endorser's name (Reduction of the Use of Cash Law: every endorsement carries it). */
  endorserName?: string;
  /** The endorser's ID or company number, nine digits. */
  endorserIdNumber?: string;
}
