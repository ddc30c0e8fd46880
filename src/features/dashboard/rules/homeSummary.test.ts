import { dueSoon, dueSoonFilter, goingStale, inStage, monthStart, recentActivity, staleCheques, stageFilter, summariseStages, type HomeCheque } from './homeSummary';

const TODAY = '2026-11-22';
let n = 0;
const c = (over: Partial<HomeCheque>): HomeCheque => ({ checkId: `c${(n += 1)}`, amount: 100, status: 'NEW', ...over });

const OWNER = { role: 'OWNER' as const, userId: 'u1' };
const VIEWER = { role: 'VIEWER' as const, userId: 'u9' };

describe('inStage', () => {
  it.each<[Partial<HomeCheque>, string, boolean]>([
    [{ signingStatus: 'UNSIGNED' }, 'signing', true],
    [{ signingStatus: 'PARTIALLY_SIGNED' }, 'signing', true],
    [{ signingStatus: 'SIGNED' }, 'signing', false],
    [{ signingStatus: 'UNSIGNED', status: 'AWAITING_BANK' }, 'signing', false],
    [{ signingStatus: 'UNSIGNED', status: 'DELETED' }, 'signing', false],
    [{ status: 'NEW' }, 'toHandle', true],
    [{ status: 'NEW', signingStatus: 'UNSIGNED' }, 'toHandle', false],
    [{ status: 'AWAITING_DEPOSIT' }, 'toHandle', false],
    [{ status: 'NEW', isDeleted: true }, 'toHandle', false],
    [{ status: 'AWAITING_DEPOSIT' }, 'onItsWay', true],
    [{ status: 'AWAITING_DELIVERY' }, 'onItsWay', true],
    [{ status: 'AWAITING_BANK_ACK' }, 'onItsWay', true],
    [{ status: 'RECEIVED_BANK' }, 'onItsWay', false],
    [{ status: 'REJECTED' }, 'needsAttention', true],
    [{ status: 'UNKNOWN' }, 'needsAttention', true],
    [{ status: 'NEW' }, 'needsAttention', false],
    // done this month: both ends of the month
    [{ status: 'RECEIVED_CI3', depositDate: '2026-11-01' }, 'done', true],
    [{ status: 'RECEIVED_CI3', depositDate: '2026-10-31' }, 'done', false],
    [{ status: 'RECEIVED_DEPOSIT', depositDate: TODAY }, 'done', true],
    [{ status: 'RECEIVED_BANK', updatedAt: '2026-11-10T08:00:00Z' }, 'done', true],
    [{ status: 'AWAITING_DEPOSIT', depositDate: '2026-11-10' }, 'done', false],
    [{ status: 'DELETED', updatedAt: '2026-11-10T08:00:00Z' }, 'done', false],
  ])('%o in %s -> %s', (fields, stage, expected) => {
    expect(inStage(c(fields), stage as never, TODAY)).toBe(expected);
  });
});

describe('summariseStages', () => {
  const cheques = [
    c({ status: 'NEW', amount: 0.1, signingStatus: 'UNSIGNED', checkDate: TODAY }),
    c({ status: 'NEW', amount: '0.2', checkDate: TODAY }),
    c({ status: 'NEW', amount: '0.3', signingStatus: 'PARTIALLY_SIGNED', signatorsIds: ['u1'], checkDate: TODAY }),
    c({ status: 'REJECTED', amount: 14080.57, checkDate: TODAY }),
    c({ status: 'DELETED', amount: 999 }),
    c({ status: 'RECEIVED_CI3', amount: 1_000_000, depositDate: '2026-11-02' }),
    c({ status: 'AWAITING_BANK', amount: 5 }),
  ];

  it('counts and sums each stage exactly in agorot, and what waits for the owner', () => {
    expect(summariseStages(cheques, OWNER, TODAY)).toEqual([
      { stage: 'toHandle', count: 1, agorot: 20, mine: 1, mineAgorot: 20, others: 0 },
      // the owner signed the partly signed one: it waits for the other signator
      { stage: 'signing', count: 2, agorot: 40, mine: 1, mineAgorot: 10, others: 1 },
      { stage: 'onItsWay', count: 1, agorot: 500, mine: 0, mineAgorot: 0, others: 0 },
      { stage: 'done', count: 1, agorot: 100_000_000, mine: 0, mineAgorot: 0, others: 0 },
      { stage: 'needsAttention', count: 1, agorot: 1_408_057, mine: 1, mineAgorot: 1_408_057, others: 0 },
    ]);
  });

  it('puts each cheque in exactly the stages whose list filter takes it (one pass, the five filters)', () => {
    const mixed = [
      ...cheques,
      c({ status: 'RECEIVED_CI3', depositDate: '2026-11-01' }),
      c({ status: 'RECEIVED_CI3', depositDate: '2026-10-31' }),
      c({ status: 'RECEIVED_BANK', updatedAt: '2026-11-10T08:00:00Z' }),
      c({ status: 'DELETED', updatedAt: '2026-11-10T08:00:00Z' }),
      c({ status: 'NEW', isDeleted: true }),
      c({ status: 'UNSIGNED_UNKNOWN' }),
      c({ status: 'AWAITING_DEPOSIT', signingStatus: 'UNSIGNED' }),
      c({ status: ' new ' }),
      c({ status: '' }),
    ];
    const stages = summariseStages(mixed, OWNER, TODAY);
    for (const { stage, count } of stages) expect([stage, count]).toEqual([stage, mixed.filter((x) => inStage(x, stage, TODAY)).length]);
    expect(stages.map((s) => s.count)).toEqual([3, 2, 2, 3, 2]);
  });

  it('gives a viewer nothing to act on: every person-stage cheque waits for someone else', () => {
    const stages = summariseStages(cheques, VIEWER, TODAY);
    expect(stages.map((s) => [s.stage, s.mine, s.others])).toEqual([
      ['toHandle', 0, 1],
      ['signing', 0, 2],
      ['onItsWay', 0, 0],
      ['done', 0, 0],
      ['needsAttention', 0, 1],
    ]);
  });
});

describe('stage filters and month start', () => {
  it.each([
    ['toHandle', { stage: 'toHandle' }],
    ['signing', { stage: 'signing' }],
    ['onItsWay', { stage: 'onItsWay' }],
    ['needsAttention', { stage: 'needsAttention' }],
    ['done', { stage: 'done', depositedFrom: '2026-11-01' }],
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

  it('gives what a stable sort of the whole list gives: ties in the list order, none or all when asked', () => {
    const at = ['2026-11-20', '2026-11-22', '', '2026-11-21', '2026-11-22', '2026-11-19', '2026-11-22', '2026-11-21'];
    const list = at.map((day, i) => c({ checkId: `c${i}`, updatedAt: day || undefined, createdAt: day ? undefined : '' }));
    const sorted = (n: number) => [...list].sort((x, y) => (y.updatedAt ?? '').localeCompare(x.updatedAt ?? '')).slice(0, n);
    for (const n of [0, 1, 2, 3, 4, 6, 8, 20]) expect(recentActivity(list, n).map((x) => x.checkId), `${n}`).toEqual(sorted(n).map((x) => x.checkId));
  });
});
