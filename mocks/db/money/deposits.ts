import { depositStatus as statusOfCheques, outcomeOf } from '../rules/deposits';
import { shekelsText, sumAgorot } from '../helpers/money';
import { notFound } from '../MockHttpError';
import { daysFromToday } from '../clock';
import { db, extraTable, nextId, nowIso } from '../database';
import type { ChequeRow } from '../schema';
import { attachment, ddmmyyyy, toCsv } from './csv';
import { DEPOSITS, FEEDBACK, entryOf, type DepositEntry, type DepositRow, type FeedbackRow } from './tables';
import { NO_FUNDS_REASON, drawsOnEmptyAccount, noteReturn } from './returns';

/*
 * Deposits (spec sections 3, 4, 7): a deposit is what goes to the bank on one day from one action,
 * with its cheques. Each cheque keeps its own status inside the deposit, so an old deposit still
 * shows what happened to it after the cheque moved on (deposited again, or deleted by retention).
 * The cheque's own status follows while it is in this deposit. The mock plays the bank:
 * scheduled cheques go to the bank on their day, and the bank answers a while later (or at once
 * through POST /api/__dev/bank/answer), writing the feedback file.
 */

/** The demo bank answers a deposit made in the app this long after it reaches the bank. */
export const BANK_ANSWER_MS = 60_000;

const deposits = () => extraTable<DepositRow>(DEPOSITS);

const liveCheque = (checkId: string) => db.cheques.find((c) => c.checkId === checkId);

/** Moves an entry and, while it still stands where the entry stood, the cheque itself. */
function move(entry: DepositEntry, status: string, reason?: string): void {
  const cheque = liveCheque(entry.checkId);
  if (cheque && cheque.status === entry.status) {
    cheque.status = status;
    if (status === 'REJECTED_BANK' && reason) noteReturn(cheque, reason);
  }
  entry.status = status;
  if (reason) entry.reason = reason;
}

/** After POST /api/check/action deposit or redeposit: one deposit per deposit day. */
export function recordDeposits(wsId: string, cheques: ChequeRow[], bankAccount: string | undefined): DepositRow[] {
  const byDay = new Map<string, ChequeRow[]>();
  for (const cheque of cheques) {
    const day = (cheque.depositDate ?? daysFromToday(0)).slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), cheque]);
  }
  const created = [...byDay.entries()].map(([date, group]) => {
    const row: DepositRow = {
      id: nextId('dep'),
      wsId,
      date,
      createdAt: nowIso(),
      bankAccount: bankAccount ?? group[0].bankAccount,
      cheques: group.map(entryOf),
      answerAt: date <= daysFromToday(0) ? Date.now() + BANK_ANSWER_MS : undefined,
    };
    deposits().push(row);
    return row;
  });
  return created;
}

/** After cancelDeposit: the cheques leave the deposits still waiting for them. */
export function leaveDeposits(cheques: ChequeRow[]): void {
  const ids = new Set(cheques.map((c) => c.checkId));
  for (const row of deposits()) {
    for (const entry of row.cheques) {
      if (ids.has(entry.checkId) && (entry.status === 'AWAITING_DEPOSIT' || entry.status === 'PROCESSING_DEPOSIT')) entry.status = 'NEW';
    }
  }
}

/** The demo bank's answer for one cheque: refused when restricted, its MICR is not valid, or its drawer has no funds. */
function bankAnswer(entry: DepositEntry): { status: string; reason?: string } {
  const cheque = liveCheque(entry.checkId);
  if (cheque?.restrictedAccount) return { status: 'REJECTED_BANK', reason: 'חשבון מוגבל' };
  if (cheque && cheque.isValidMicr === false) return { status: 'REJECTED_BANK', reason: 'שורת MICR אינה תקינה' };
  if (cheque && drawsOnEmptyAccount(cheque)) return { status: 'REJECTED_BANK', reason: NO_FUNDS_REASON };
  return { status: 'RECEIVED_DEPOSIT' };
}

function writeFeedback(row: DepositRow): void {
  if (row.feedbackId) return;
  const feedback: FeedbackRow = { id: nextId('fb'), wsId: row.wsId, depositId: row.id, fileName: `feedback-${row.id}.csv`, createdAt: nowIso() };
  extraTable<FeedbackRow>(FEEDBACK).push(feedback);
  row.feedbackId = feedback.id;
}

/**
 * The bank at work: scheduled cheques whose day came go to the bank; deposits at the bank are
 * answered when their time came, or all of them at once with `now` (the dev call). Returns how
 * many deposits were answered.
 */
export function advanceDeposits(options: { wsId?: string; now?: boolean } = {}): number {
  const today = daysFromToday(0);
  let answered = 0;
  for (const row of deposits()) {
    if (options.wsId && row.wsId !== options.wsId) continue;
    if (row.date <= today) {
      for (const entry of row.cheques) if (entry.status === 'AWAITING_DEPOSIT') move(entry, 'PROCESSING_DEPOSIT');
    }
    const atBank = row.cheques.filter((e) => e.status === 'PROCESSING_DEPOSIT');
    if (!atBank.length || row.date > today) continue;
    if (!options.now && (row.answerAt === undefined || row.answerAt > Date.now())) continue;
    for (const entry of atBank) {
      const { status, reason } = bankAnswer(entry);
      move(entry, status, reason);
    }
    writeFeedback(row);
    answered += 1;
  }
  return answered;
}

export function depositStatus(row: DepositRow): string {
  return statusOfCheques(row.cheques.map((e) => e.status));
}

/** A deposit as GET /api/deposits/getDeposits/{ws} answers it. */
export function depositView(row: DepositRow) {
  const live = row.cheques.filter((e) => outcomeOf(e.status) !== 'left');
  return {
    id: row.id,
    date: row.date,
    createdAt: row.createdAt,
    status: depositStatus(row),
    amount: shekelsText(sumAgorot(live.map((e) => e.amount))),
    checksCount: live.length,
    bankAccount: row.bankAccount,
    ...(row.feedbackId ? { feedbackId: row.feedbackId } : {}),
  };
}

export function depositsOf(wsId: string, filter: { from?: string | null; to?: string | null; status?: string | null }) {
  return deposits()
    .filter((d) => d.wsId === wsId)
    .map((d) => ({ row: d, view: depositView(d) }))
    .filter(({ row }) => (!filter.from || row.date >= filter.from) && (!filter.to || row.date <= filter.to))
    .filter(({ view }) => !filter.status || view.status === filter.status)
    .sort((a, b) => b.row.date.localeCompare(a.row.date) || b.row.createdAt.localeCompare(a.row.createdAt))
    .map(({ view }) => view);
}

export function findDeposit(id: string): DepositRow {
  const row = deposits().find((d) => d.id === id);
  if (!row) throw notFound('Not found');
  return row;
}

/** GET /api/deposits/getDepositChecks/{id}: each cheque with its outcome; a cheque gone by retention says so. */
export function depositCheques(row: DepositRow) {
  return row.cheques
    .filter((e) => outcomeOf(e.status) !== 'left')
    .map((entry) => {
      const gone = !liveCheque(entry.checkId);
      return { ...entry, ...(gone ? { deletedByRetention: true, message: 'Check was deleted per workspace retention settings' } : {}) };
    });
}

export function feedbackOf(row: DepositRow): FeedbackRow {
  const feedback = row.feedbackId ? extraTable<FeedbackRow>(FEEDBACK).find((f) => f.id === row.feedbackId) : undefined;
  if (!feedback) throw notFound('No deposit feedback available');
  return feedback;
}

const FEEDBACK_COLUMNS: Array<[string, (e: DepositEntry) => unknown]> = [
  ['מספר צ׳ק', (e) => e.checkNumber],
  ['בנק', (e) => e.bank],
  ['סניף', (e) => e.branch],
  ['חשבון', (e) => e.account],
  ['סכום', (e) => e.amount],
  ['תאריך פירעון', (e) => ddmmyyyy(e.checkDate)],
  ['תוצאה', (e) => (e.status === 'RECEIVED_DEPOSIT' ? 'התקבל' : e.status === 'REJECTED_BANK' ? 'נדחה' : e.status)],
  ['סיבה', (e) => e.reason ?? ''],
];

/** The bank's feedback file of a deposit, as CSV, with the name to save it under. */
export function feedbackFile(wsId: string, feedbackId: string): { text: string; disposition: string } {
  const feedback = extraTable<FeedbackRow>(FEEDBACK).find((f) => f.id === feedbackId && f.wsId === wsId);
  if (!feedback) throw notFound('No deposit feedback available');
  const row = findDeposit(feedback.depositId);
  const answered = row.cheques.filter((e) => e.status === 'RECEIVED_DEPOSIT' || e.status === 'REJECTED_BANK');
  return { text: toCsv(FEEDBACK_COLUMNS, answered), disposition: attachment(feedback.fileName) };
}
