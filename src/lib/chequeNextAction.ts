// The one thing a cheque waits for from the signed-in user, by its state and the user's role: the
// cheque view's primary button, the list rows' action and every headline's "waiting for you" count
// ask this one rule. The permission table (./permissions) and section 4's blocks decide what is
// allowed; this file only orders them.
import { chequeStage } from './chequeStage';
import { isDepositable } from './chequeLaw/depositable';
import { decide, type PermissionAction, type PermissionContext } from './permissions';
import { isAwaitingSignature, isDeletedCheque } from './statuses';
import { shekelsToAgorot } from './money';

export const NEXT_ACTIONS = ['completeDetails', 'sign', 'send', 'deposit'] as const;
export type NextAction = (typeof NEXT_ACTIONS)[number];

/** Who asks: the role and capabilities in the active workspace, and the user's id (own signatures). */
export interface ActingUser extends Pick<PermissionContext, 'role' | 'capabilities'> {
  userId?: string | null;
}

export interface ActionableCheque {
  status?: string | null;
  signingStatus?: string | null;
  isDeleted?: boolean | null;
  softDeleted?: boolean | null;
  needsCorrectionApproval?: boolean | null;
  isValidMicr?: boolean | null;
  signatorsIds?: readonly string[] | null;
  amount?: number | string | null;
  checkDate?: string | null;
}

/** Each action and the permission it needs. */
export const NEXT_ACTION_PERMISSION: Readonly<Record<NextAction, PermissionAction>> = {
  completeDetails: 'cheque.edit',
  sign: 'cheque.sign',
  send: 'cheque.delivery',
  deposit: 'cheque.deposit',
};

const RETURNED = new Set(['REJECTED', 'REJECTED_BANK']);
const AWAITING_DELIVERY = new Set(['AWAITING_DELIVERY', 'AWAITING_DELIVERY_CI3', 'AWAITING_DELIVERY_DEPOSIT']);

/** This user has signed this cheque already: it waits for the other signators. */
export function signedByUser(cheque: Pick<ActionableCheque, 'signatorsIds'>, userId: string | null | undefined): boolean {
  return !!userId && (cheque.signatorsIds ?? []).includes(userId);
}

/**
 * Its details need a person before anything else: a status the backend does not know, a correction
 * to approve, a MICR line that did not read, or no amount or due date. Only while the cheque is
 * still in the business's hands: one on its way or done is past correcting.
 */
export function needsDetails(cheque: ActionableCheque): boolean {
  const stage = chequeStage(cheque);
  if (stage === 'onItsWay' || stage === 'done') return false;
  const agorot = shekelsToAgorot(cheque.amount);
  return cheque.status === 'UNKNOWN' || !!cheque.needsCorrectionApproval || cheque.isValidMicr === false || !agorot || agorot <= 0 || !cheque.checkDate;
}

const allowed = (action: NextAction, cheque: ActionableCheque, who: ActingUser) =>
  decide(NEXT_ACTION_PERMISSION[action], { role: who.role, capabilities: who.capabilities, cheque }).allowed;

/** This user may sign this cheque now: it is still in the signing stage, not signed by them, allowed. */
export function canSignNow(cheque: ActionableCheque, who: ActingUser): boolean {
  return isAwaitingSignature(cheque) && chequeStage(cheque) === 'signing' && !signedByUser(cheque, who.userId) && allowed('sign', cheque, who);
}

/**
 * The one next action, or null when the cheque waits for someone else, the bank, or nothing.
 * Details first (nothing else is safe on wrong details), then signatures (a cheque leaves the
 * business signed), then sending what awaits delivery, then depositing a new or returned cheque.
 * A cheque still missing signatures that this user cannot give waits for the signators.
 */
export function chequeNextAction(cheque: ActionableCheque, who: ActingUser): NextAction | null {
  if (isDeletedCheque(cheque) || cheque.softDeleted) return null;
  if (needsDetails(cheque)) return allowed('completeDetails', cheque, who) ? 'completeDetails' : null;
  if (chequeStage(cheque) === 'signing') return canSignNow(cheque, who) ? 'sign' : null;
  const status = cheque.status ?? 'NONE';
  if (AWAITING_DELIVERY.has(status)) return allowed('send', cheque, who) ? 'send' : null;
  if (isDepositable({ status, isDeleted: cheque.isDeleted, softDeleted: cheque.softDeleted }) || RETURNED.has(status)) {
    return allowed('deposit', cheque, who) ? 'deposit' : null;
  }
  return null;
}

/** Whose move it is: mine (a next action), others' (a person must act, not me), or none (the bank's, or finished). */
export type Turn = 'mine' | 'others' | 'none';

export function whoseTurn(cheque: ActionableCheque, who: ActingUser): Turn {
  if (chequeNextAction(cheque, who)) return 'mine';
  const stage = chequeStage(cheque);
  return stage === 'toHandle' || stage === 'signing' || stage === 'needsAttention' ? 'others' : 'none';
}

export interface TurnCount {
  /** Cheques this user can act on now, and their total in agorot. */
  mine: number;
  mineAgorot: number;
  /** Cheques a person other than this user must act on. */
  others: number;
}

/** The headline's numbers: what waits for me, and how many wait for someone else. */
export function countTurns(cheques: readonly ActionableCheque[], who: ActingUser): TurnCount {
  const count: TurnCount = { mine: 0, mineAgorot: 0, others: 0 };
  for (const c of cheques) countTurn(count, c, who);
  return count;
}

/** Adds one cheque to `count` (countTurns, and a list that counts its rows a slice at a time). */
export function countTurn(count: TurnCount, c: ActionableCheque, who: ActingUser): void {
  const turn = whoseTurn(c, who);
  if (turn === 'mine') {
    count.mine += 1;
    count.mineAgorot += shekelsToAgorot(c.amount) ?? 0;
  } else if (turn === 'others') count.others += 1;
}
