// How long the returns aggregation takes on a large workspace: 10,000 cheques from 1,000
// drawers, one in eight returned (with the bank's note), through the same functions the screens
// call (the desk's rows, totals and filter; the payers' summaries; the new-returns count).
// A figure to read, not a test: `npx tsx scripts/bench-returns.ts [count]`.
import { drawerSummaries } from '../src/lib/returns/drawerHistory';
import { newReturnsSince } from '../src/lib/returns/returnNews';
import { deskRows, deskTotals, filterDesk } from '../src/features/returns/rules/desk';

const count = Number(process.argv[2] ?? 10_000);
const today = '2026-11-28';
const day = (back: number) => new Date(Date.UTC(2026, 10, 28 - back)).toISOString().slice(0, 10);
const reasons = ['אין כיסוי מספיק', 'חשבון מוגבל', 'הוראת ביטול', 'חתימה אינה תואמת'];

const cheques = Array.from({ length: count }, (_, i) => {
  const drawer = i % 1000;
  const returned = i % 8 === 0;
  const back = i % 400;
  return {
    checkId: `c${i}`,
    amount: `${100 + (i % 9000)}.${String(i % 100).padStart(2, '0')}`,
    checkNumber: String(1_000_000 + i),
    checkDate: day(back + 3),
    status: returned ? 'REJECTED_BANK' : i % 3 ? 'RECEIVED_DEPOSIT' : 'NEW',
    payee: `מושך ${drawer}`,
    bank: String(10 + (drawer % 10)),
    branch: String(100 + (drawer % 700)),
    account: String(100_000 + drawer),
    updatedAt: `${day(back)}T09:00:00Z`,
    comments: returned ? [{ text: `הוחזר ע״י הבנק: ${reasons[i % reasons.length]}`, createdAt: `${day(back)}T09:00:00Z` }, { text: 'הערה רגילה', createdAt: `${day(back)}T10:00:00Z` }] : [{ text: 'הערה רגילה', createdAt: `${day(back)}T10:00:00Z` }],
  };
});

// The fastest of a few rounds after a warm-up: on a shared machine the slower ones measure the neighbours.
function time<T>(label: string, run: () => T, rounds = 7): T {
  let result = run();
  let best = Infinity;
  for (let r = 0; r < rounds; r += 1) {
    const started = performance.now();
    result = run();
    best = Math.min(best, performance.now() - started);
  }
  console.log(`${label}: ${best.toFixed(1)} ms`);
  return result;
}

time('desk rows from the whole workspace', () => deskRows(cheques, today));
const returnedOnly = cheques.filter((c) => c.status === 'REJECTED_BANK');
const rows = time('desk rows from the ALL_REJECTED search (what the desk gets)', () => deskRows(returnedOnly, today));
time('desk totals and filter', () => [deskTotals(rows), filterDesk(rows, { payer: '', age: 'month', showSettled: false })]);
const summaries = time('payers (drawer summaries, 12-month counts, restriction test)', () => drawerSummaries(cheques, today));
time('new returns since the last visit', () => newReturnsSince(cheques, '2026-11-01T00:00:00Z'));
console.log(`${count} cheques, ${rows.length} returned, ${summaries.size} drawers`);
