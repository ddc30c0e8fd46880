import { describe, expect, it } from 'vitest';
import type { DrawerSummary } from '@/lib/returns/drawerHistory';
import { payerList } from './payers';

const summary = (key: string, name: string, returnsInYear: number, restricted = false): DrawerSummary => {
  const [bank, branch, account] = key.split('-');
  return { drawer: { bank, branch, account, key }, names: [name], phone: null, cheques: 1, totalAgorot: 100, returnsInYear, lastReturnDay: null, restricted };
};

const all = [summary('10-800-1', 'אורית גולן', 0), summary('20-461-778899', 'רהיטי העמק', 2), summary('12-600-901234', 'קבלנות הצפון', 1, true), summary('11-073-5', 'בית קפה', 0)];

describe('payerList', () => {
  it('puts restricted accounts first, then the most returns, then by name', () => {
    expect(payerList(all, '', false).map((s) => s.drawer.key)).toEqual(['12-600-901234', '20-461-778899', '10-800-1', '11-073-5']);
  });
  it.each([
    ['העמק', false, ['20-461-778899']],
    ['778899', false, ['20-461-778899']],
    ['', true, ['12-600-901234', '20-461-778899']],
    ['nobody', false, []],
  ] as const)('search %s, only returns %s -> %o', (search, only, keys) => expect(payerList(all, search, only).map((s) => s.drawer.key)).toEqual(keys));
});
