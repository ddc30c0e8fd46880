import { describe, expect, it } from 'vitest';
import { paidAmountText, paidOtherwiseProblem } from './paidOtherwise';

const TODAY = '2026-11-28';

describe('paidOtherwiseProblem', () => {
  it.each([
    [{ amount: '1,234.50', date: '2026-11-28', means: 'cash' }, null],
    [{ amount: '0.01', date: '2026-01-01', means: 'transfer' }, null],
    [{ amount: '0', date: TODAY, means: 'cash' }, 'invalidAmount'],
    [{ amount: '-5', date: TODAY, means: 'cash' }, 'invalidAmount'],
    [{ amount: '10000000', date: TODAY, means: 'cash' }, null],
    [{ amount: '10000000.01', date: TODAY, means: 'cash' }, 'invalidAmount'],
    [{ amount: 'abc', date: TODAY, means: 'cash' }, 'invalidAmount'],
    [{ amount: '5', date: '2026-11-29', means: 'cash' }, 'invalidDate'],
    [{ amount: '5', date: '', means: 'cash' }, 'invalidDate'],
    [{ amount: '5', date: TODAY, means: 'barter' }, 'invalidMeans'],
  ])('%o -> %s', (input, problem) => expect(paidOtherwiseProblem(input, TODAY)).toBe(problem));
});

describe('paidAmountText', () => {
  it.each([
    ['1234.5', '₪1,234.50'],
    ['x', ''],
  ])('%s -> %s', (amount, text) => expect(paidAmountText(amount)).toBe(text));
});
