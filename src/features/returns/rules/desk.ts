// The return desk's rows: every cheque that stands returned, what happened to it and what is
// still possible, oldest return first; its filters (payer, age, handled) and its totals.
import { shekelsToAgorot } from '@/lib/money';
import { chequeDrawer } from '@/lib/returns/drawer';
import { chequeReturn, daysSinceReturn, inAgeBand, redepositOutlook, type AgeBand, type ChequeReturn, type RedepositOutlook, type ReturnedChequeFields } from '@/lib/returns/returnedCheque';
import { compareCodes } from '@/lib/compareCodes';

export interface DeskCheque extends ReturnedChequeFields {
  checkId: string;
  amount: number | string;
  checkNumber?: string | null;
  payee?: string | null;
  bank?: string | null;
  branch?: string | null;
  account?: string | null;
  micr?: string | null;
}

export interface DeskRow<C extends DeskCheque = DeskCheque> {
  cheque: C;
  ret: ChequeReturn;
  days: number | null;
  outlook: RedepositOutlook;
  /** Who the filter groups by: the drawer's account, else the payer's name. */
  payerKey: string;
  payerName: string;
  agorot: number;
}

/** One row per cheque that stands returned, the oldest return first (an unknown day first of all). */
export function deskRows<C extends DeskCheque>(cheques: readonly C[], today: string): DeskRow<C>[] {
  const rows: DeskRow<C>[] = [];
  for (const cheque of cheques) {
    const ret = chequeReturn(cheque);
    if (!ret) continue;
    const drawer = chequeDrawer(cheque);
    const payerName = (cheque.payee ?? '').trim();
    rows.push({
      cheque,
      ret,
      days: daysSinceReturn(ret.returnDay, today),
      outlook: redepositOutlook(cheque, ret.state, today),
      payerKey: drawer?.key ?? `name:${payerName}`,
      payerName,
      agorot: shekelsToAgorot(cheque.amount) ?? 0,
    });
  }
  return rows.sort((a, b) => compareCodes(a.ret.returnDay ?? '', b.ret.returnDay ?? '') || compareCodes(a.cheque.checkNumber ?? '', b.cheque.checkNumber ?? ''));
}

export interface DeskFilter {
  /** A payerKey; '' for every payer. */
  payer: string;
  age: AgeBand;
  /** Paid another way too. */
  showSettled: boolean;
}

export const isSettled = (row: Pick<DeskRow, 'ret'>) => row.ret.state === 'paidOtherwise';

export function filterDesk<R extends DeskRow>(rows: readonly R[], filter: DeskFilter): R[] {
  return rows.filter((r) => (filter.showSettled || !isSettled(r)) && (!filter.payer || r.payerKey === filter.payer) && inAgeBand(r.days, filter.age));
}

export interface DeskTotals {
  openCount: number;
  openAgorot: number;
  settledCount: number;
}

/** Open returns (all but those paid another way) and their exact total; how many were settled. */
export function deskTotals(rows: readonly DeskRow[]): DeskTotals {
  let openCount = 0;
  let openAgorot = 0;
  let settledCount = 0;
  for (const row of rows) {
    if (isSettled(row)) settledCount += 1;
    else {
      openCount += 1;
      openAgorot += row.agorot;
    }
  }
  return { openCount, openAgorot, settledCount };
}

/** The payers of the rows for the filter, by name (one entry per payerKey). */
export function deskPayers(rows: readonly DeskRow[]): Array<{ key: string; name: string }> {
  const seen = new Map<string, string>();
  for (const r of rows) if (!seen.has(r.payerKey)) seen.set(r.payerKey, r.payerName || r.payerKey);
  return [...seen.entries()].map(([key, name]) => ({ key, name })).sort((a, b) => a.name.localeCompare(b.name, 'he'));
}
