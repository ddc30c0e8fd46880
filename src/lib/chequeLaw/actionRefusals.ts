// What stops a chosen cheque from being printed or sent, and what only deserves a word, for the
// screens that act on many cheques at once (the printing workspace, the delivery page). Each
// reason is a rule of its own home (validity: chequeTiming; payee: cashLaw; section 4's block and
// delivery: statuses; a printable sheet: printing); this module only puts them in order.
import { chequeTiming, isStaleCheque, lastCashableDay } from '../chequeTiming';
import { daysBetween, formatDate, todayIso } from '../dates';
import { formatMoney } from '../money';
import { printProblem } from '../printing';
import { editBlockReason, isDeliveryOpen, type EditBlockReason } from '../statuses';
import { missingPayee, PRIVATE_PAYEE_REQUIRED_ABOVE_AGOROT, type WorkspaceKind } from './cashLaw';
import { blockText, warningText, type ReasonText } from './reasonText';

export type ActionRefusal =
  | 'stale'
  | 'payeeRequiredBusiness'
  | 'payeeRequiredAbove'
  | 'notPrintable'
  | 'noPayee'
  | 'noAmount'
  | 'noDate'
  | EditBlockReason
  | 'deliveryClosed';

export type ActionWarning = 'staleSoon' | 'staleToPayee';

export interface ActionVerdict {
  /** Empty when the cheque may go; otherwise every reason, most important first. */
  refusals: ActionRefusal[];
  warnings: ActionWarning[];
}

export interface ActionCheque {
  status: string;
  isDeleted?: boolean | null;
  softDeleted?: boolean | null;
  payee?: string | null;
  amount?: number | string | null;
  checkDate?: string | null;
  /** Spec section 4 "Sources": MAIL or DEPOSIT, where the cheque is headed. */
  source?: string | null;
}

export interface ActionContext {
  workspaceKind?: WorkspaceKind | null;
  today?: string;
}

/** Within the "soon" window of chequeTiming (its STALE_SOON_DAYS) and not stale yet. */
function goesStaleSoon(cheque: ActionCheque, today: string): boolean {
  const timing = chequeTiming(cheque.checkDate, today);
  return timing?.kind === 'cashable' && timing.soon;
}

/** Headed for a deposit, by its destination or by its status. */
export const sentForDeposit = (cheque: Pick<ActionCheque, 'status' | 'source'>): boolean =>
  cheque.source === 'DEPOSIT' || cheque.status === 'AWAITING_DELIVERY_DEPOSIT';

/**
 * Printing: a stale cheque is never printed (no bank honours it), a cheque the cash law wants named
 * names its payee, and the sheet needs payee, amount and date (lib/printing). A cheque not in a
 * printable state is only `notPrintable`: the printing workspace does not list it.
 */
export function printVerdict(cheque: ActionCheque, context: ActionContext = {}): ActionVerdict {
  const today = context.today ?? todayIso();
  const sheet = printProblem(cheque);
  if (sheet === 'notPrintable') return { refusals: ['notPrintable'], warnings: [] };
  const refusals: ActionRefusal[] = [];
  if (isStaleCheque(cheque, today)) refusals.push('stale');
  const payee = missingPayee(cheque, context.workspaceKind);
  if (payee) refusals.push(payee);
  if (sheet && !(payee && sheet === 'noPayee')) refusals.push(sheet);
  return { refusals, warnings: !refusals.length && goesStaleSoon(cheque, today) ? ['staleSoon'] : [] };
}

/**
 * Sending (delivery details): section 4's edit block, then a cheque already on its way, then a
 * stale cheque headed for a deposit, then the cash law's payee. A stale cheque going to its payee
 * is only a warning: the payee's bank decides.
 */
export function sendVerdict(cheque: ActionCheque, context: ActionContext = {}): ActionVerdict {
  const today = context.today ?? todayIso();
  const refusals: ActionRefusal[] = [];
  const blocked = editBlockReason(cheque);
  if (blocked) refusals.push(blocked);
  else if (!isDeliveryOpen(cheque)) refusals.push('deliveryClosed');
  const stale = isStaleCheque(cheque, today);
  if (stale && sentForDeposit(cheque)) refusals.push('stale');
  const payee = missingPayee(cheque, context.workspaceKind);
  if (payee) refusals.push(payee);
  const warnings: ActionWarning[] = [];
  if (!refusals.length) {
    if (stale) warnings.push('staleToPayee');
    else if (goesStaleSoon(cheque, today)) warnings.push('staleSoon');
  }
  return { refusals, warnings };
}

/** The cheques that may go, and the others with their verdicts, in the order given. */
export function splitByVerdict<T extends ActionCheque>(cheques: readonly T[], verdict: (c: T) => ActionVerdict): { allowed: T[]; refused: T[] } {
  const allowed: T[] = [];
  const refused: T[] = [];
  for (const cheque of cheques) (verdict(cheque).refusals.length ? refused : allowed).push(cheque);
  return { allowed, refused };
}

const EDIT_BLOCKS: readonly string[] = ['awaitingBank', 'awaitingDeposit', 'deleted'];

/**
 * The text of a reason: a key (with its namespace) and its values. Staleness is said in the deposit
 * rules' own words (reasonText: one text per rule), section 4's block in its permission text, the
 * rest in `screenParts:actionRefusals`.
 */
export function actionReasonText(
  reason: ActionRefusal | ActionWarning,
  cheque: Pick<ActionCheque, 'checkDate'>,
  { language = 'he', today = todayIso() }: { language?: string; today?: string } = {},
): ReasonText {
  const lastDay = lastCashableDay(cheque.checkDate) ?? '';
  if (reason === 'stale') return blockText({ code: 'stale', day: lastDay }, language);
  if (reason === 'staleSoon') return warningText({ code: 'staleSoon', day: lastDay, days: daysBetween(today, lastDay) ?? 0 });
  if (EDIT_BLOCKS.includes(reason)) return { key: `staff:permissions.reason.cheque.${reason}`, params: {} };
  if (reason === 'staleToPayee') return { key: 'screenParts:actionRefusals.staleToPayee', params: { day: formatDate(lastDay) } };
  if (reason === 'payeeRequiredAbove') return { key: 'screenParts:actionRefusals.payeeRequiredAbove', params: { amount: formatMoney(PRIVATE_PAYEE_REQUIRED_ABOVE_AGOROT, language) } };
  return { key: `screenParts:actionRefusals.${reason}`, params: {} };
}
