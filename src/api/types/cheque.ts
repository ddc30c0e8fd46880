// Spec section 3, Cheque: one type for every reply that carries cheques. The parts only some
// replies carry (the cheque view's activity, rear signatures and crop; a sign link's signedByMe)
// are optional.
import type { RearSignature } from './signature';
import type { Tag } from './tag';
import type { ChequeSide, CropCorners } from './chequeImage';

export interface ChequeComment {
  id?: string;
  text: string;
  createdAt?: string;
  author?: string;
}

/** One line of the cheque view's activity tab. */
export interface ChequeActivity {
  at: string;
  action: string;
  by?: string;
  details?: string;
}

export interface Cheque {
  checkId: string;
  wsId?: string;
  /** Shekels as the backend sends them (a number or a decimal string); read with shekelsToAgorot. */
  amount: number | string;
  amountWords?: string;
  /** Due date, ISO 'YYYY-MM-DD' (or an ISO date-time, or day/month/year text: lib/dates reads them). */
  checkDate?: string;
  checkNumber?: string;
  micr?: string;
  isValidMicr?: boolean;
  bank?: string;
  branch?: string;
  account?: string;
  payee?: string;
  payeePhone?: string;
  payeePhoneVerified?: boolean;
  payeeAddress?: string;
  sendingMethod?: string;
  sendingDate?: string;
  depositDate?: string;
  bankAccount?: string;
  status: string;
  signingStatus?: string;
  tags?: Tag[];
  comments?: ChequeComment[];
  signatorsIds?: string[];
  restrictedAccount?: boolean;
  isDeleted?: boolean;
  signature?: string;
  stamp?: string;
  createdAt?: string;
  updatedAt?: string;
  source?: 'MAIL' | 'DEPOSIT';
  needsCorrectionApproval?: boolean;
  /** GET /api/check/workspace/{ws}/{id} only. */
  activity?: ChequeActivity[];
  /** GET /api/check/workspace/{ws}/{id} only. */
  rearSignatures?: RearSignature[];
  /** GET /api/check/workspace/{ws}/{id} only: the saved crop of each side. */
  crop?: Partial<Record<ChequeSide, CropCorners>>;
  /** GET /api/check/signature/{hash} only: this link's signer has signed it already. */
  signedByMe?: boolean;
}

/** The fields of a cheque a user sends (spec section 3); the amount in shekels as '1234.50'. */
export interface ChequeFields {
  amount?: string;
  amountWords?: string;
  checkDate?: string;
  checkNumber?: string;
  bank?: string;
  branch?: string;
  account?: string;
  micr?: string;
  payee?: string;
  payeePhone?: string;
  payeeAddress?: string;
  sendingMethod?: string;
  /** Spec section 5: a cheque of 50,000 or more is sent only after the user approved the amount. */
  correctionApproved?: boolean;
  frontImage?: string;
  rearImage?: string;
}
