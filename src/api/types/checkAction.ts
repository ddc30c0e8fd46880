// Spec section 3, Check action payload: the body of POST /api/check/action. Section 4 says cheques
// move through this one call but does not list its action values; these are the ones the client
// sends (the mock's mocks/db/chequeActions.ts implements each; docs/backend-contract.md explains).
import type { RearSignature } from './signature';

export const CHECK_ACTIONS = [
  /** With depositOnDueDate -> AWAITING_DEPOSIT until the due date, else PROCESSING_DEPOSIT. */
  'deposit',
  /** AWAITING_DEPOSIT or PROCESSING_DEPOSIT -> NEW. */
  'cancelDeposit',
  /** -> PROCESSING_DEPOSIT. */
  'redeposit',
  /** -> REJECTED, with the comment 'סומן כנדחה ידנית' (dataToUpdate {comment, setManually}). */
  'reject',
  /** Correction approval given; UNKNOWN -> NEW. */
  'approve',
  /** Rear signatures (rearSignatures). */
  'sign',
  /** -> DELETED and isDeleted. */
  'delete',
  /** A deleted cheque -> NEW. */
  'restore',
  /**
   * Print the cheques (or `dataToUpdate.blankCount` blank ones) from `bankAccount` through printer
   * `dataToUpdate.printerKeyId` on `dataToUpdate.paper` (a4 | cheque); one credit per cheque. The
   * reply's `checks` carry the numbers given (docs/backend-contract.md, "Printing").
   */
  'print',
] as const;

export type CheckAction = (typeof CHECK_ACTIONS)[number];

export interface CheckActionPayload {
  wsId: string;
  isTransaction?: boolean;
  ids: string[];
  action: CheckAction;
  dataToUpdate?: Record<string, unknown>;
  rearSignatures?: RearSignature[];
  bankAccount?: string;
  depositDate?: string;
  depositOnDueDate?: boolean;
}

/**
 * Section 4: a cheque marked as rejected by hand is noted as set manually in its comments. The
 * single and the bulk rejection send the same note; the server leaves it on each cheque of `ids`.
 */
export const manualRejection = (comment: string): Pick<CheckActionPayload, 'dataToUpdate'> => ({ dataToUpdate: { comment, setManually: true } });
