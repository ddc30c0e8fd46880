import type { ChequeRow, Tables } from '../schema';
import { daysFromToday, isoDaysAgo } from '../clock';
import { CHARGES, DEPOSITS, FEEDBACK, PRICES, PRINTER_KEYS, entryOf, type ChargeRow, type DepositEntry, type DepositRow, type FeedbackRow, type PrinterKeyRow } from '../money/tables';

/*
 * The money demo: deposits of every status (a partly rejected one among them, and an old one whose
 * cheques the retention setting deleted), their feedback files, purchases and spending in the
 * charges report, printer keys, and balances that agree with the report.
 */

function take(tables: Tables, wsId: string, status: string, count: number, used: Set<string>): ChequeRow[] {
  const found = tables.cheques.filter((c) => c.wsId === wsId && c.status === status && !c.isDeleted && !used.has(c.checkId)).slice(0, count);
  found.forEach((c) => used.add(c.checkId));
  return found;
}

export function seedMoneyDomain(tables: Tables): void {
  const deposits: DepositRow[] = [];
  const feedback: FeedbackRow[] = [];
  const charges: ChargeRow[] = [];
  const used = new Set<string>();

  const deposit = (id: string, wsId: string, daysAgo: number, entries: DepositEntry[], withFeedback: boolean, cheques: ChequeRow[] = []) => {
    const date = daysFromToday(-daysAgo);
    for (const cheque of cheques) {
      cheque.depositDate ??= date;
      cheque.bankAccount ??= wsId === 'w1' ? 'a1' : 'a3';
    }
    const row: DepositRow = { id, wsId, date, createdAt: isoDaysAgo(Math.max(daysAgo, 0) + 1, 30), bankAccount: wsId === 'w1' ? 'a1' : 'a3', cheques: entries };
    if (withFeedback) {
      row.feedbackId = `fb-${id}`;
      feedback.push({ id: row.feedbackId, wsId, depositId: id, fileName: `feedback-${id}.csv`, createdAt: isoDaysAgo(Math.max(daysAgo - 2, 0)) });
    }
    deposits.push(row);
    charges.push({ id: `ch-${id}`, wsId, date: row.createdAt, actionType: 'OUT', credits: entries.length, description: `הפקדת ${entries.length} צ׳קים` });
  };

  // Accepted a month ago.
  const accepted = take(tables, 'w1', 'RECEIVED_DEPOSIT', 2, used);
  deposit('dep-201', 'w1', 30, accepted.map(entryOf), true, accepted);
  // Partly rejected (section 4: PARTLY_REJECTED, partly approved).
  const partlyOk = take(tables, 'w1', 'RECEIVED_DEPOSIT', 1, used);
  const rejected = take(tables, 'w1', 'REJECTED_BANK', 1, used);
  deposit('dep-202', 'w1', 18, [...partlyOk.map(entryOf), ...rejected.map((c) => ({ ...entryOf(c), reason: 'אין כיסוי מספיק' }))], true, [...partlyOk, ...rejected]);
  // At the bank since yesterday: no feedback yet.
  const processing = take(tables, 'w1', 'PROCESSING_DEPOSIT', 3, used);
  deposit('dep-203', 'w1', 1, processing.map(entryOf), false, processing);
  // Future deposits: each waits for its own day (never before the due date, section 5).
  for (const cheque of take(tables, 'w1', 'AWAITING_DEPOSIT', 2, used)) {
    const due = cheque.checkDate?.slice(0, 10) ?? daysFromToday(1);
    const day = due > daysFromToday(0) ? due : daysFromToday(1);
    cheque.depositDate = day;
    const daysAhead = Math.round((Date.parse(day) - Date.parse(daysFromToday(0))) / 86_400_000);
    deposit(`dep-${204 + deposits.length}`, 'w1', -daysAhead, [entryOf(cheque)], false, [cheque]);
  }
  // Four months ago: both cheques since deleted by the workspace's retention setting (90 days).
  deposit('dep-190', 'w1', 120, [
    { checkId: 'c-gone-1', checkNumber: '0904411', payee: 'מאפיית השרון', amount: 2350, checkDate: daysFromToday(-125), bank: '12', branch: '600', account: '334455', status: 'RECEIVED_DEPOSIT' },
    { checkId: 'c-gone-2', checkNumber: '0904412', payee: 'חברת אלון בע״מ', amount: 812.4, checkDate: daysFromToday(-124), bank: '10', branch: '800', account: '556677', status: 'RECEIVED_DEPOSIT' },
  ], true);
  // The private workspace: one accepted deposit, when its demo cheques have one to show (a
  // deposit of no cheque would read as a cancelled deposit of 0.00).
  const privateOk = take(tables, 'w2', 'RECEIVED_DEPOSIT', 1, used);
  if (privateOk.length) deposit('dep-301', 'w2', 12, privateOk.map(entryOf), true, privateOk);

  const purchase = (id: string, wsId: string, daysAgo: number, priceId: string, receiptNumber: string) => {
    const price = PRICES.find((p) => p.id === priceId)!;
    charges.push({ id, wsId, date: isoDaysAgo(daysAgo, 90), actionType: 'IN', credits: price.credits, description: `רכישת ${price.credits} קרדיטים`, amount: price.total, receiptNumber });
  };
  purchase('ch-in-1', 'w1', 150, 'p100', '20391');
  purchase('ch-in-2', 'w1', 45, 'p250', '20396');
  purchase('ch-in-3', 'w2', 60, 'p50', '20393');
  charges.push({ id: 'ch-print-1', wsId: 'w1', date: isoDaysAgo(9, 200), actionType: 'OUT', credits: 4, description: 'הדפסת 4 צ׳קים' });

  for (const ws of tables.workspaces) {
    const mine = charges.filter((c) => c.wsId === ws.id);
    const balance = mine.reduce((sum, c) => sum + (c.actionType === 'IN' ? c.credits : -c.credits), 0);
    (ws as { credits?: number }).credits = balance;
  }
  tables.extra[DEPOSITS] = deposits;
  tables.extra[FEEDBACK] = feedback;
  tables.extra[CHARGES] = charges;
  tables.extra[PRINTER_KEYS] ??= [
    { wsId: 'w1', keyId: 'pk-office', name: 'מדפסת משרד ראשי', lastUsed: isoDaysAgo(9, 200) },
    { wsId: 'w1', keyId: 'pk-branch', name: 'מדפסת סניף הצפון' },
    { wsId: 'w2', keyId: 'pk-home', name: 'מדפסת בית' },
  ] satisfies PrinterKeyRow[];
}
