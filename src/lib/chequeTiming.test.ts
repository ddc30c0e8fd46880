import { chequeTiming, isStale, isStaleCheque, lastCashableDay, STALE_WATCH_STATUSES } from './chequeTiming';

const TODAY = '2026-11-22';

describe('lastCashableDay: six calendar months after the date', () => {
  it.each<[string | null | undefined, string | null]>([
    ['2026-05-22', '2026-11-22'],
    ['2026-01-15', '2026-07-15'],
    ['2025-08-31', '2026-02-28'], // end of the shorter month
    ['2023-08-31', '2024-02-29'], // leap year
    ['2026-12-31', '2027-06-30'],
    ['22/05/2026', '2026-11-22'], // typed day/month/year
    ['2026-05-22T00:00:00+03:00', '2026-11-22'],
    ['', null],
    [null, null],
    ['2026-02-31', null],
    ['soon', null],
  ])('%j -> %j', (date, expected) => {
    expect(lastCashableDay(date)).toBe(expected);
  });
});

describe('isStale: more than six months past its date', () => {
  it.each<[string, string, boolean]>([
    // both sides of the boundary: the last cashable day itself is not stale, the next day is
    ['2026-05-22', TODAY, false],
    ['2026-05-21', TODAY, true],
    ['2026-05-23', TODAY, false],
    ['2026-03-22', TODAY, true], // eight months ago
    ['2025-08-31', '2026-02-28', false],
    ['2025-08-31', '2026-03-01', true],
    ['2026-11-22', TODAY, false], // due today
    ['2027-01-01', TODAY, false], // post-dated
  ])('dated %s, today %s -> %s', (date, today, expected) => {
    expect(isStale(date, today)).toBe(expected);
  });

  it.each(['', null, undefined, 'x'])('a missing date (%j) is not stale', (date) => {
    expect(isStale(date, TODAY)).toBe(false);
  });
});

describe('chequeTiming: a post-dated cheque and the days until it is due', () => {
  it.each<[string, number | null]>([
    ['2026-11-23', 1],
    ['2027-02-22', 92],
    ['2027-11-22', 365],
    ['2026-11-22', null], // due today: cashable
    ['2026-11-21', null],
    ['nope', null],
  ])('dated %s: post-dated by %s days', (date, days) => {
    const timing = chequeTiming(date, TODAY);
    expect(timing?.kind === 'postDated' ? timing.days : null).toBe(days);
  });

  it('counts calendar days across the spring clock change', () => {
    expect(chequeTiming('2027-03-29', '2027-03-25')).toMatchObject({ kind: 'postDated', days: 4 });
  });
});

describe('chequeTiming', () => {
  it.each([
    ['2026-11-23', { kind: 'postDated', days: 1, dueDay: '2026-11-23', lastDay: '2027-05-23' }],
    ['2026-11-22', { kind: 'cashable', daysLeft: 181, lastDay: '2027-05-22', soon: false }],
    // Warned from 30 days before the last day, not at 31.
    ['2026-06-22', { kind: 'cashable', daysLeft: 30, lastDay: '2026-12-22', soon: true }],
    ['2026-06-23', { kind: 'cashable', daysLeft: 31, lastDay: '2026-12-23', soon: false }],
    ['2026-06-06', { kind: 'cashable', daysLeft: 14, lastDay: '2026-12-06', soon: true }],
    ['2026-05-22', { kind: 'cashable', daysLeft: 0, lastDay: '2026-11-22', soon: true }],
    ['2026-05-21', { kind: 'stale', days: 1, lastDay: '2026-11-21' }],
    ['2026-03-22', { kind: 'stale', days: 61, lastDay: '2026-09-22' }],
  ])('dated %s -> %j', (date, expected) => {
    expect(chequeTiming(date, TODAY)).toEqual(expected);
  });

  it('is null without a date', () => {
    expect(chequeTiming(undefined, TODAY)).toBeNull();
  });
});

describe('isStaleCheque: stale where it still matters', () => {
  const old = '2026-03-22';
  it.each(STALE_WATCH_STATUSES)('%s, eight months old -> stale', (status) => {
    expect(isStaleCheque({ status, checkDate: old }, TODAY)).toBe(true);
  });

  it.each(['AWAITING_BANK', 'AWAITING_BANK_ACK', 'AWAITING_CI3', 'PROCESSING_DEPOSIT', 'RECEIVED_BANK', 'RECEIVED_CI3', 'RECEIVED_DEPOSIT', 'DELETED'])(
    '%s, eight months old -> not a concern (at or through the bank)',
    (status) => {
      expect(isStaleCheque({ status, checkDate: old }, TODAY)).toBe(false);
    },
  );

  it('a new cheque without status counts; a recent one does not', () => {
    expect(isStaleCheque({ checkDate: old }, TODAY)).toBe(true);
    expect(isStaleCheque({ status: 'NEW', checkDate: '2026-05-22' }, TODAY)).toBe(false);
  });
});
