// May a first deposit start from this cheque (NEW or NONE, not deleted): the one rule of the deposit
// law the signed-in home and every list's next action ask. A file of its own so that they load it
// without the deposit's verdicts, limits and accounts (./depositEligibility), which only the screens
// that deposit load (scripts/vite/firstScreenChunks.ts, the deposit group).

/** What the rule reads of a cheque. */
export interface DeletableCheque {
  status: string;
  isDeleted?: boolean | null;
  softDeleted?: boolean | null;
}

const DEPOSITABLE = new Set(['NEW', 'NONE']);

/** Deleted: flagged so, or in the DELETED state. */
export const isDeleted = (c: DeletableCheque) => !!c.isDeleted || !!c.softDeleted || c.status === 'DELETED';

/** A status a first deposit starts from, whatever the cheque's other flags. */
export const hasDepositableStatus = (status: string) => DEPOSITABLE.has(status);

/** A cheque a first deposit starts from: NEW (or NONE) and not deleted. The deposit workspace lists these. */
export function isDepositable(cheque: DeletableCheque): boolean {
  return !isDeleted(cheque) && hasDepositableStatus(cheque.status);
}
