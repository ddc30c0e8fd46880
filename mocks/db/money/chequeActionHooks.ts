import type { ChequeRow } from '../schema';
import { requireCredits, spendCredits } from './credits';
import { leaveDeposits, recordDeposits } from './deposits';

/*
 * What POST /api/check/action does to the money tables, around the cheque moves of
 * chequeActions.ts: a deposit needs and spends one credit per cheque and is recorded as a deposit
 * per day; a cancelled deposit lets its cheques go.
 */

const DEPOSITING = new Set(['deposit', 'redeposit']);

/** Before anything moves: refused as a whole when the credits do not cover it. */
export function beforeChequeAction(wsId: string, action: string, cheques: ChequeRow[]): void {
  if (DEPOSITING.has(action)) requireCredits(wsId, cheques.length);
}

export function afterChequeAction(wsId: string, action: string, cheques: ChequeRow[], body: { bankAccount?: string }): void {
  if (DEPOSITING.has(action)) {
    recordDeposits(wsId, cheques, body.bankAccount);
    spendCredits(wsId, cheques.length, cheques.length === 1 ? 'הפקדת צ׳ק אחד' : `הפקדת ${cheques.length} צ׳קים`);
  } else if (action === 'cancelDeposit') {
    leaveDeposits(cheques);
  }
}
