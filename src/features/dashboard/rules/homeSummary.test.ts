import { dueSoon, dueSoonFilter, goingStale, inStage, monthStart, recentActivity, staleCheques, stageFilter, summariseStages, type HomeCheque } from './homeSummary';

const TODAY = '2026-11-22';
let n = 0;
const c = (over: Partial<HomeCheque>): HomeCheque => ({ checkId: `c${(n += 1)}`, amount: 100, status: 'NEW', ...over });

describe('inStage', () => {
  it.each<[Partial<HomeCheque>, string, boolean]>([
    [{ signingStatus: 'UNSIGNED' }, 'toSign', true],
    [{ signingStatus: 'PARTIALLY_SIGNED' }, 'toSign', true],
    [{ signingStatus: 'SIGNED' }, 'toSign', false],
    [{ signingStatus: 'UNSIGNED', status: 'DELETED' }, 'toSign', false],
    [{ status: 'NEW' }, 'toDeposit', true],
    [{ status: 'AWAITING_DEPOSIT' }, 'toDeposit', false],
    [{ status: 'NEW', isDeleted: true }, 'toDeposit', false],
    [{ status: 'AWAITING_DEPOSIT' }, 'atBank', true],
    [{ status: 'PROCESSING_DEPOSIT' }, 'atBank', true],
    [{ status: 'AWAITING_BANK_ACK' }, 'atBank', true],
    [{ status: 'RECEIVED_BANK' }, 'atBank', false],
    [{ status: 'REJECTED' }, 'rejected', true],
    [{ status: 'REJECTED_BANK' }, 'rejected', true],
    [{ status: 'NEW' }, 'rejected', false],
    // this month: both ends of the month
    [{ status: 'RECEIVED_CI3', depositDate: '2026-11-01' }, 'depositedThisMonth', true],
    [{ status: 'RECEIVED_CI3', depositDate: '2026-10-31' }, 'depositedThisMonth', false],
    [{ status: 'RECEIVED_DEPOSIT', depositDate: TODAY }, 'depositedThisMonth', true],
    [{ status: 'RECEIVED_DEPOSIT', depositDate: '2026-11-23' }, 'depositedThisMonth', false],
    [{ status: 'RECEIVED_BANK', updatedAt: '2026-11-10T08:00:00Z' }, 'depositedThisMonth', true],
    [{ status: 'AWAITING_DEPOSIT', depositDate: '2026-11-10' }, 'depositedThisMonth', false],
  ])('%o in %s -> %s', (fields, stage, expected) => {
    expect(inStage(c(fields), stage as never, TODAY)).toBe(expected);
  });
});

describe('summariseStages', () => {
  it('counts and sums each stage exactly in agorot, every stage listed', () => {
    const cheques = [
      c({ status: 'NEW', amount: 0.1, signingStatus: 'UNSIGNED' }),
      c({ status: 'NEW', amount: '0.2' }),
      c({ status: 'REJECTED', amount: 14080.57 }),
      c({ status: 'DELETED', amount: 999 }),
      c({ status: 'RECEIVED_CI3', amount: 1_000_000, depositDate: '2026-11-02' }),
      c({ status: 'NEW', amount: 'not money' }),
    ];
    expect(summariseStages(cheques, TODAY)).toEqual([
      { stage: 'toSign', count: 1, agorot: 10 },
      { stage: 'toDeposit', count: 3, agorot: 30 },
      { stage: 'atBank', count: 0, agorot: 0 },
      { stage: 'rejected', count: 1, agorot: 1_408_057 },
      { stage: 'depositedThisMonth', count: 1, agorot: 100_000_000 },
    ]);
  });
});

describe('stage filters and month start', () => {
  it.each([
    ['toDeposit', { status: 'NEW' }],
    ['atBank', { status: 'ALL_AWAITING' }],
    ['rejected', { status: 'ALL_REJECTED' }],
    ['depositedThisMonth', { status: 'ALL_DONE', depositedFrom: '2026-11-01' }],
  ])('%s -> %o', (stage, filter) => {
    expect(stageFilter(stage as never, TODAY)).toEqual(filter);
  });

  it.each([
    ['2026-11-22', '2026-11-01'],
    ['2026-11-01', '2026-11-01'],
    ['2026-12-31', '2026-12-01'],
  ])('month of %s starts %s', (today, start) => {
    expect(monthStart(today)).toBe(start);
  });
});

describe('dueSoon', () => {
  it('takes cheques not yet at the bank due from today to a week ahead, soonest first', () => {
    const week = c({ checkDate: '2026-11-29' });
    const today = c({ checkDate: TODAY, status: 'AWAITING_DEPOSIT' });
    const cheques = [
      week,
      c({ checkDate: '2026-11-30' }), // 8 days: too far
      c({ checkDate: '2026-11-21' }), // yesterday: past
      today,
      c({ checkDate: '2026-11-23', status: 'PROCESSING_DEPOSIT' }), // already at the bank
      c({ checkDate: '2026-11-23', status: 'NEW', isDeleted: true }),
      c({}), // no date
    ];
    expect(dueSoon(cheques, TODAY)).toEqual([today, week]);
  });

  it('links to the list of those due dates', () => {
    expect(dueSoonFilter(TODAY)).toEqual({ from: TODAY, to: '2026-11-29', sort: 'checkDate', order: 'asc' });
    expect(dueSoonFilter('2026-12-28')).toMatchObject({ to: '2027-01-04' });
  });
});

describe('staleCheques and goingStale', () => {
  it('lists stale cheques whose age matters, oldest first', () => {
    const eight = c({ checkDate: '2026-03-22' });
    const seven = c({ checkDate: '2026-04-22', status: 'REJECTED' });
    const cheques = [seven, c({ checkDate: '2026-05-22' }), eight, c({ checkDate: '2026-03-22', status: 'RECEIVED_CI3' })];
    expect(staleCheques(cheques, TODAY)).toEqual([eight, seven]);
  });

  it.each<[Partial<HomeCheque>, boolean]>([
    [{ checkDate: '2026-06-22' }, true], // last day in 30 days
    [{ checkDate: '2026-06-23' }, false], // 31 days
    [{ checkDate: '2026-05-22' }, true], // last day today
    [{ checkDate: '2026-05-21' }, false], // already stale
    [{ checkDate: '2026-06-06', status: 'RECEIVED_CI3' }, false],
  ])('%o going stale -> %s', (fields, expected) => {
    expect(goingStale(c(fields), TODAY)).toBe(expected);
  });
});

describe('recentActivity', () => {
  it('orders by the last change, newest first, and keeps a few', () => {
    const a = c({ updatedAt: '2026-11-20T10:00:00Z' });
    const b = c({ createdAt: '2026-11-21T10:00:00Z' });
    const d = c({ updatedAt: '2026-11-22T09:00:00Z' });
    expect(recentActivity([a, b, d], 2)).toEqual([d, b]);
  });
});
