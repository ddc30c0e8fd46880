import { describe, expect, it } from 'vitest';
import { deskPayers, deskRows, deskTotals, filterDesk } from './desk';

const TODAY = '2026-11-28';
const cheque = (checkId: string, status: string, returnedAt: string | null, over: Record<string, unknown> = {}) => ({
  checkId,
  status,
  amount: '100.10',
  checkNumber: checkId,
  checkDate: '2026-11-01',
  payee: 'רהיטי העמק',
  bank: '20',
  branch: '461',
  account: '778899',
  comments: returnedAt ? [{ text: 'הוחזר ע״י הבנק: אין כיסוי מספיק', createdAt: `${returnedAt}T08:00:00Z` }] : [],
  ...over,
});

const all = [
  cheque('a', 'REJECTED_BANK', '2026-11-20'),
  cheque('b', 'REJECTED_BANK', '2026-10-01', { amount: 0.2, payee: 'קבלנות הצפון', bank: '12', branch: '600', account: '901234' }),
  cheque('c', 'RECEIVED_DEPOSIT', '2026-09-01'),
  cheque('d', 'REJECTED', '2026-11-27', { comments: [{ text: 'סומן כנדחה ידנית', createdAt: '2026-11-27T08:00:00Z' }, { text: 'שולם בדרך אחרת: מזומן', createdAt: '2026-11-28T08:00:00Z' }] }),
];

describe('deskRows', () => {
  it('lists the returned cheques only, oldest return first, with their age and what is possible', () => {
    const rows = deskRows(all, TODAY);
    expect(rows.map((r) => [r.cheque.checkId, r.days, r.outlook.kind, r.ret.state])).toEqual([
      ['b', 58, 'valid', 'open'],
      ['a', 8, 'valid', 'open'],
      ['d', 1, 'settled', 'paidOtherwise'],
    ]);
  });
});

describe('filterDesk', () => {
  const rows = deskRows(all, TODAY);
  it.each([
    [{ payer: '', age: 'all', showSettled: false }, ['b', 'a']],
    [{ payer: '', age: 'all', showSettled: true }, ['b', 'a', 'd']],
    [{ payer: '20-461-778899', age: 'all', showSettled: true }, ['a', 'd']],
    [{ payer: '', age: 'week', showSettled: false }, []],
    [{ payer: '', age: 'month', showSettled: false }, ['a']],
    [{ payer: '', age: 'older', showSettled: false }, ['b']],
  ] as const)('%o -> %o', (filter, ids) => expect(filterDesk(rows, filter).map((r) => r.cheque.checkId)).toEqual(ids));
});

describe('deskTotals / deskPayers', () => {
  const rows = deskRows(all, TODAY);
  it('sums the open returns exactly, counting the settled apart', () => {
    expect(deskTotals(rows)).toEqual({ openCount: 2, openAgorot: 10030, settledCount: 1 });
  });
  it('offers each payer once', () => {
    expect(deskPayers(rows)).toEqual([
      { key: '12-600-901234', name: 'קבלנות הצפון' },
      { key: '20-461-778899', name: 'רהיטי העמק' },
    ]);
  });
});
