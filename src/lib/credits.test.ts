import {
  chargeFilterToParams,
  chargeTotals,
  creditsChoiceProblem,
  creditsForCheques,
  creditsShortfall,
  isDateRangeReversed,
  paramsToChargeFilter,
} from './credits';

describe('creditsChoiceProblem', () => {
  const offered = ['p50', 'p100'];
  it.each<[unknown, 'required' | 'unknown' | null]>([
    ['p100', null],
    ['p50', null],
    ['', 'required'],
    ['  ', 'required'],
    [undefined, 'required'],
    [100, 'required'],
    ['p999', 'unknown'],
  ])('%s -> %s', (choice, expected) => {
    expect(creditsChoiceProblem(choice, offered)).toBe(expected);
  });
});

describe('creditsForCheques', () => {
  it.each([
    [0, 0],
    [1, 1],
    [3, 3],
    [-2, 0],
  ])('%s cheques cost %s credits', (cheques, credits) => {
    expect(creditsForCheques(cheques)).toBe(credits);
  });
});

describe('creditsShortfall', () => {
  it.each<[number | null | undefined, number, number]>([
    [10, 3, 0],
    [3, 3, 0],
    [2, 3, 1],
    [0, 2, 2],
    [-5, 1, 1],
    [2.9, 3, 1],
    [null, 5, 0],
    [undefined, 5, 0],
    [Number.NaN, 5, 0],
    [10, 0, 0],
  ])('balance %s, %s cheques -> %s missing', (balance, cheques, expected) => {
    expect(creditsShortfall(balance, cheques)).toBe(expected);
  });
});

describe('chargeTotals', () => {
  it('adds IN and OUT apart and nets them', () => {
    expect(
      chargeTotals([
        { actionType: 'IN', credits: 100 },
        { actionType: 'OUT', credits: 3 },
        { actionType: 'out', credits: '-2' },
        { actionType: 'IN', credits: '50' },
        { actionType: 'OTHER', credits: 7 },
        { actionType: 'IN', credits: 'x' },
      ]),
    ).toEqual({ inCredits: 150, outCredits: 5, net: 145 });
  });

  it('is all zero for no rows', () => {
    expect(chargeTotals([])).toEqual({ inCredits: 0, outCredits: 0, net: 0 });
  });
});

describe('charge filters', () => {
  it.each<[Parameters<typeof chargeFilterToParams>[0], Record<string, string>]>([
    [{}, {}],
    [{ type: 'IN' }, { type: 'IN' }],
    [{ type: 'OUT', from: '2026-01-01', to: '2026-01-31' }, { type: 'OUT', from: '2026-01-01', to: '2026-01-31' }],
    [{ type: 'X' as never }, {}],
  ])('%o -> %o', (filter, expected) => {
    expect(chargeFilterToParams(filter)).toEqual(expected);
  });

  it.each<[string, object]>([
    ['type=in&from=2026-01-01&to=2026-02-01', { type: 'IN', from: '2026-01-01', to: '2026-02-01' }],
    ['type=all&from=01/01/2026', { type: undefined, from: undefined, to: undefined }],
    ['', { type: undefined, from: undefined, to: undefined }],
  ])('?%s is read back as %o', (query, expected) => {
    expect(paramsToChargeFilter(new URLSearchParams(query))).toEqual(expected);
  });

  it.each<[string | undefined, string | undefined, boolean]>([
    ['2026-02-01', '2026-01-01', true],
    ['2026-01-01', '2026-01-01', false],
    ['2026-01-01', '2026-02-01', false],
    [undefined, '2026-01-01', false],
    ['2026-01-01', undefined, false],
  ])('%s to %s reversed: %s', (from, to, expected) => {
    expect(isDateRangeReversed(from, to)).toBe(expected);
  });
});
