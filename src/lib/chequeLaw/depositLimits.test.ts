import { describe, expect, it } from 'vitest';
import { perChequeDepositLimit, workspaceDailyLimitAgorot, workspaceSingleLimitAgorot } from './depositLimits';

describe('perChequeDepositLimit', () => {
  it.each([
    ['bank', null, 4_999_999, 'bankSafe'],
    ['private', null, 50_000_000, 'privateSafe'],
    // The workspace's 100,000 is above the bank-run cap: the cap binds.
    ['bank', { singleCheckAmountLimit: 100000 }, 4_999_999, 'bankSafe'],
    ['private', { singleCheckAmountLimit: 100000 }, 10_000_000, 'workspace'],
    ['bank', { singleCheckAmountLimit: '20000.50' }, 2_000_050, 'workspace'],
    // Exactly 49,999.99 in the workspace is the same figure: the safe is named.
    ['bank', { singleCheckAmountLimit: 49999.99 }, 4_999_999, 'bankSafe'],
    ['bank', { singleCheckAmountLimit: 0 }, 4_999_999, 'bankSafe'],
  ] as const)('%s safe, settings %j -> %i agorot (%s)', (safe, limits, max, source) => {
    expect(perChequeDepositLimit(safe, limits)).toEqual({ maxAgorot: max, source });
  });
});

describe('workspace limits', () => {
  it.each([
    [{ singleCheckAmountLimit: 100000, dailyCheckAmountLimit: 400000 }, 10_000_000, 40_000_000],
    [{ singleCheckAmountLimit: '1234.56', dailyCheckAmountLimit: '' }, 123_456, null],
    [{}, null, null],
    [null, null, null],
    [{ singleCheckAmountLimit: -5, dailyCheckAmountLimit: 'abc' }, null, null],
  ])('%j -> single %s, daily %s', (limits, single, daily) => {
    expect(workspaceSingleLimitAgorot(limits)).toBe(single);
    expect(workspaceDailyLimitAgorot(limits)).toBe(daily);
  });
});
