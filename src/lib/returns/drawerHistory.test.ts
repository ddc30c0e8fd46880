import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { drawerSummaries, drawerWarning, meetsRestrictionTest, returnsInTwelveMonths, withinTwelveMonths } from './drawerHistory';

const TODAY = '2026-11-28';

describe('withinTwelveMonths', () => {
  it.each([
    ['2025-11-28', true],
    ['2025-11-27', false],
    ['2026-11-28', true],
    ['2026-11-29', false],
  ])('%s: %s', (day, inside) => expect(withinTwelveMonths(day, TODAY)).toBe(inside));
  it('counts only the days inside', () => expect(returnsInTwelveMonths(['2025-11-27', '2025-11-28', '2026-06-01'], TODAY)).toBe(2));
});

describe('meetsRestrictionTest (10 in 12 months, 15 days apart)', () => {
  const days = (count: number, first: string, step: number) => Array.from({ length: count }, (_, i) => addDays(first, i * step));
  it.each([
    ['10 returns spread over 18 days', days(10, '2026-10-01', 2), true],
    ['9 returns', days(9, '2026-10-01', 2), false],
    ['10 returns 15 days apart', [...days(9, '2026-10-01', 1), '2026-10-16'], true],
    ['10 returns 14 days apart', [...days(9, '2026-10-01', 1), '2026-10-15'], false],
    ['10 returns, one older than 12 months', [...days(9, '2026-10-01', 2), '2025-11-27'], false],
  ])('%s: %s', (_, list, restricted) => expect(meetsRestrictionTest(list, TODAY)).toBe(restricted));
});

const cheque = (id: string, over: Record<string, unknown> = {}) => ({ checkId: id, amount: '100.10', status: 'RECEIVED_DEPOSIT', bank: '12', branch: '600', account: '334455', payee: 'מאפיית השרון', ...over });
const bankReturn = (reason: string, day: string) => ({ text: `הוחזר ע״י הבנק: ${reason}`, createdAt: `${day}T09:00:00Z` });

describe('drawerSummaries', () => {
  it('groups by drawer: cheques, exact total, returns in 12 months, names, phone', () => {
    const all = [
      cheque('a'),
      cheque('b', { amount: 0.2, payee: 'השרון', status: 'REJECTED_BANK', comments: [bankReturn('אין כיסוי מספיק', '2026-11-20')], payeePhone: '0521234567' }),
      cheque('c', { amount: 0.1, comments: [bankReturn('אין כיסוי מספיק', '2025-10-01')] }),
      cheque('d', { bank: '10', branch: '800', account: '1' }),
      cheque('e', { bank: undefined, branch: undefined, account: undefined, micr: 'x' }),
      cheque('f', { isDeleted: true }),
    ];
    const summary = drawerSummaries(all, TODAY);
    expect([...summary.keys()]).toEqual(['12-600-334455', '10-800-1']);
    expect(summary.get('12-600-334455')).toMatchObject({ cheques: 3, totalAgorot: 10040, returnsInYear: 1, lastReturnDay: '2026-11-20', names: ['מאפיית השרון', 'השרון'], phone: '0521234567', restricted: false });
  });

  it('restricted: the backend flag, a return for a restricted account, or the law test', () => {
    expect(drawerSummaries([cheque('a', { restrictedAccount: true })], TODAY).get('12-600-334455')?.restricted).toBe(true);
    expect(drawerSummaries([cheque('a', { status: 'REJECTED_BANK', comments: [bankReturn('חשבון מוגבל', '2026-11-01')] })], TODAY).get('12-600-334455')?.restricted).toBe(true);
    const ten = Array.from({ length: 10 }, (_, i) => cheque(`n${i}`, { comments: [bankReturn('אין כיסוי מספיק', addDays('2026-10-01', i * 2))] }));
    expect(drawerSummaries(ten, TODAY).get('12-600-334455')).toMatchObject({ returnsInYear: 10, restricted: true });
    expect(drawerSummaries(ten.slice(1), TODAY).get('12-600-334455')).toMatchObject({ returnsInYear: 9, restricted: false });
  });
});

describe('drawerWarning', () => {
  const base = { drawer: { bank: '12', branch: '600', account: '1', key: '12-600-1' }, names: [], phone: null, cheques: 1, totalAgorot: 0, lastReturnDay: null };
  it.each([
    [{ ...base, returnsInYear: 0, restricted: false }, false, null],
    [{ ...base, returnsInYear: 1, restricted: false }, false, { returnsInYear: 1, restricted: false }],
    [{ ...base, returnsInYear: 0, restricted: true }, false, { returnsInYear: 0, restricted: true }],
    [null, true, { returnsInYear: 0, restricted: true }],
    [undefined, false, null],
  ])('%o, own flag %s -> %o', (summary, flag, warning) => expect(drawerWarning(summary, flag)).toEqual(warning));
});
