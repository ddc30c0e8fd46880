import { DAYS_TO_CANCEL_MAX, DAYS_TO_CANCEL_MIN, dateToCancel, isValidDaysToCancel } from './daysToCancel';

it('days to cancel run from 1 to 365 (ours: the spec gives no range)', () => {
  expect([DAYS_TO_CANCEL_MIN, DAYS_TO_CANCEL_MAX]).toEqual([1, 365]);
});

describe('isValidDaysToCancel', () => {
  it.each<[unknown, boolean]>([
    [0, false],
    [1, true], // the least
    [365, true], // the most
    [366, false],
    [-1, false],
    [7.5, false],
    ['14', true], // as typed in the settings form
    [' 7 ', true],
    ['7.5', false],
    ['x', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (days, expected) => {
    expect(isValidDaysToCancel(days)).toBe(expected);
  });
});

describe('dateToCancel', () => {
  it.each<[string, unknown, string | null]>([
    ['2026-11-22', 14, '2026-12-06'],
    ['2026-11-22', 1, '2026-11-23'], // the least
    ['2026-11-22', 365, '2027-11-22'], // the most
    ['2026-11-22', 0, null],
    ['2026-11-22', 366, null],
    ['2026-11-22', 1.5, null],
    ['2026-11-22', '14', null], // the backend's setting is a number
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'], // leap year
    ['22/11/2026', 14, null],
  ])('%s + %j -> %j', (today, days, expected) => {
    expect(dateToCancel(today, days)).toBe(expected);
  });
});
