import { runningTotal, scanReference } from './payerTotals';

describe('runningTotal: agorot integers, unknown amounts counted apart', () => {
  it.each<[Array<{ agorot?: number | null }>, { count: number; agorot: number; withoutAmount: number }]>([
    [[], { count: 0, agorot: 0, withoutAmount: 0 }],
    [[{ agorot: 125000 }], { count: 1, agorot: 125000, withoutAmount: 0 }],
    [[{ agorot: 125000 }, { agorot: 250050 }], { count: 2, agorot: 375050, withoutAmount: 0 }],
    [[{ agorot: 1 }, { agorot: 2 }], { count: 2, agorot: 3, withoutAmount: 0 }], // 0.01 + 0.02 = 0.03 exactly
    [[{ agorot: 0 }], { count: 1, agorot: 0, withoutAmount: 0 }], // zero is a known amount
    [[{ agorot: 125000 }, {}], { count: 2, agorot: 125000, withoutAmount: 1 }],
    [[{ agorot: null }], { count: 1, agorot: 0, withoutAmount: 1 }],
    [[{ agorot: -5 }], { count: 1, agorot: 0, withoutAmount: 1 }], // below zero: not an amount
    [[{ agorot: 10.5 }], { count: 1, agorot: 0, withoutAmount: 1 }], // a fraction of an agora: not an amount
    [[{ agorot: 1_000_000_000 }, { agorot: 1_000_000_000 }], { count: 2, agorot: 2_000_000_000, withoutAmount: 0 }],
  ])('%j -> %j', (cheques, expected) => {
    expect(runningTotal(cheques)).toEqual(expected);
  });
});

describe('scanReference: the first number that is there', () => {
  it.each<[Array<string | number | null | undefined>, string | undefined]>([
    [['10021', 'tx9', 'tt9'], '10021'],
    [[undefined, 'tx9', 'tt9'], 'tx9'],
    [['', '  ', 'tt9'], 'tt9'],
    [[10021], '10021'],
    [[0], '0'],
    [[null, undefined], undefined],
    [[], undefined],
    [[' 77 '], '77'],
  ])('%j -> %j', (candidates, expected) => {
    expect(scanReference(...candidates)).toBe(expected);
  });
});
