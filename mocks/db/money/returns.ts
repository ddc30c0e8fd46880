import type { ChequeRow } from '../schema';
import { nowIso } from '../database';

/*
 * What the demo bank does with a returned cheque (docs/backend-contract.md, "Returned cheques"):
 * the feedback file's reason goes into the cheque's comments as '<note>: <reason>', the way the
 * manual rejection of spec section 4 leaves its note. The client reads both (src/lib/returns).
 */
export const BANK_RETURN_NOTE = 'הוחזר ע״י הבנק';
export { MANUAL_REJECT_COMMENT } from '../chequeActions';

/** Drawer accounts (bank-branch-account) whose cheques the demo bank returns for lack of funds. */
export const NO_FUNDS_DRAWERS = new Set(['20-461-778899']);

export const NO_FUNDS_REASON = 'אין כיסוי מספיק';

export const drawsOnEmptyAccount = (cheque: Pick<ChequeRow, 'bank' | 'branch' | 'account'>) => NO_FUNDS_DRAWERS.has(`${cheque.bank}-${cheque.branch}-${cheque.account}`);

/** The return note on the cheque itself. */
export function noteReturn(cheque: ChequeRow, reason: string): void {
  cheque.comments = [...(cheque.comments ?? []), { id: `rt-${cheque.checkId}-${Date.now()}`, text: `${BANK_RETURN_NOTE}: ${reason}`, createdAt: nowIso(), author: 'מערכת' }];
  cheque.updatedAt = nowIso();
}
