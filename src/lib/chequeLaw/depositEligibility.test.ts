import { describe, expect, it } from 'vitest';
import { depositBatch, depositVerdict, futureDateProblem, isDepositable, mayDeposit, scheduledByDay, type DepositRequest, type EligibilityCheque } from './depositEligibility';

// Friday 27 November 2026.
const TODAY = '2026-11-27';
const cheque = (extra: Partial<EligibilityCheque> = {}): EligibilityCheque => ({ checkId: 'c1', amount: 1000, checkDate: '2026-11-01', status: 'NEW', ...extra });
const request = (extra: Partial<DepositRequest> = {}): DepositRequest => ({ timing: 'now', today: TODAY, account: { can_deposit: true }, safeType: 'bank', ...extra });
const codes = (c: EligibilityCheque, r: DepositRequest = request()) => depositVerdict(c, r).blocks.map((b) => b.code);
// A stand-in for the bank calendar: weekends only (lib/bankCalendar has its own table).
const weekdays = (iso: string) => {
  let d = new Date(`${iso}T12:00:00Z`);
  while (d.getUTCDay() === 5 || d.getUTCDay() === 6) d = new Date(d.getTime() + 86_400_000);
  return d.toISOString().slice(0, 10);
};

describe('amount limits: both sides of each', () => {
  it.each([
    ['49,999.99 approved, bank-run safe', { amount: '49999.99', needsCorrectionApproval: false }, 'bank', []],
    ['50,000.00 approved, bank-run safe', { amount: '50000.00', needsCorrectionApproval: false }, 'bank', ['overSafeCap']],
    ['500,000.00 approved, private safe', { amount: 500000, needsCorrectionApproval: false }, 'private', []],
    ['500,000.01 approved, private safe', { amount: '500000.01', needsCorrectionApproval: false }, 'private', ['overSafeCap']],
    ['10,000,000.00', { amount: 10000000, needsCorrectionApproval: false }, 'private', ['overSafeCap']],
    ['10,000,000.01', { amount: '10000000.01', needsCorrectionApproval: false }, 'private', ['overMaxAmount']],
    ['49,999.99, approval not said', { amount: '49999.99' }, 'bank', []],
    ['50,000.00, approval not said', { amount: 50000 }, 'private', ['needsApproval']],
    ['a small cheque still flagged for approval', { amount: 100, needsCorrectionApproval: true }, 'bank', ['needsApproval']],
    ['zero', { amount: 0 }, 'bank', ['invalidAmount']],
    ['not an amount', { amount: 'abc' }, 'bank', ['invalidAmount']],
  ] as const)('%s -> %j', (_name, extra, safeType, expected) => {
    expect(codes(cheque(extra), request({ safeType }))).toEqual(expected);
  });

  it('names the limit a cheque passed', () => {
    expect(depositVerdict(cheque({ amount: 50000, needsCorrectionApproval: false }), request()).blocks).toEqual([{ code: 'overSafeCap', limitAgorot: 4_999_999 }]);
  });

  it.each([
    ['20,000.00 under a 20,000 workspace limit', 20000, []],
    ['20,000.01 under a 20,000 workspace limit', '20000.01', ['overWorkspaceLimit']],
  ])('%s -> %j', (_name, amount, expected) => {
    expect(codes(cheque({ amount }), request({ limits: { singleCheckAmountLimit: 20000 } }))).toEqual(expected);
  });
});

describe('validity: six months from its date, warned from 30 days before', () => {
  it.each([
    ['exactly 6 months old (its last day)', '2026-05-27', []],
    ['6 months and a day old', '2026-05-26', ['stale']],
    ['eight months old', '2026-03-29', ['stale']],
  ])('%s -> %j', (_name, checkDate, expected) => {
    expect(codes(cheque({ checkDate }))).toEqual(expected);
  });

  it('names the last day of a stale cheque', () => {
    expect(depositVerdict(cheque({ checkDate: '2026-05-26' }), request()).blocks).toEqual([{ code: 'stale', day: '2026-11-26' }]);
  });

  it.each([
    ['30 days left', '2026-06-27', [{ code: 'staleSoon', day: '2026-12-27', days: 30 }]],
    ['31 days left', '2026-06-28', []],
    ['its last day', '2026-05-27', [{ code: 'staleSoon', day: '2026-11-27', days: 0 }]],
  ])('%s -> %j', (_name, checkDate, warnings) => {
    expect(depositVerdict(cheque({ checkDate }), request()).warnings).toEqual(warnings);
  });

  it('refuses a future deposit on a day after the cheque went stale', () => {
    expect(codes(cheque({ checkDate: '2026-06-10' }), request({ timing: 'future', date: '2026-12-20' }))).toEqual(['staleByDepositDay']);
    expect(codes(cheque({ checkDate: '2026-06-10' }), request({ timing: 'future', date: '2026-12-10' }))).toEqual([]);
  });
});

describe('post-dated: never deposited before its date', () => {
  it.each([
    ['due today, now', { checkDate: TODAY }, { timing: 'now' }, []],
    ['due tomorrow, now', { checkDate: '2026-11-28' }, { timing: 'now' }, ['postDated']],
    ['due tomorrow, on its due date', { checkDate: '2026-11-28' }, { timing: 'dueDate' }, []],
    ['due in a month, a future day before it', { checkDate: '2026-12-27' }, { timing: 'future', date: '2026-12-20' }, ['beforeDue']],
    ['due in a month, on that day', { checkDate: '2026-12-27' }, { timing: 'future', date: '2026-12-27' }, []],
    ['no due date', { checkDate: null }, { timing: 'now' }, ['noDueDate']],
  ] as const)('%s -> %j', (_name, extra, timing, expected) => {
    expect(codes(cheque(extra), request(timing))).toEqual(expected);
  });

  it('moves a deposit day that is no business day to the next one, and says so', () => {
    const verdict = depositVerdict(cheque({ checkDate: '2026-11-28' }), request({ timing: 'dueDate', businessDayOnOrAfter: weekdays }));
    expect(verdict.depositDay).toBe('2026-11-29');
    expect(verdict.blocks).toEqual([]);
    expect(verdict.warnings).toEqual([{ code: 'movedToBusinessDay', day: '2026-11-29' }]);
    // A future deposit chosen on a Saturday: the day moves; the date field says so, not each cheque.
    const future = depositVerdict(cheque(), request({ timing: 'future', date: '2026-12-05', businessDayOnOrAfter: weekdays }));
    expect(future.depositDay).toBe('2026-12-06');
    expect(future.warnings).toEqual([]);
    // Without the calendar the day stays as asked.
    expect(depositVerdict(cheque({ checkDate: '2026-11-28' }), request({ timing: 'dueDate' })).depositDay).toBe('2026-11-28');
  });

  it('has no deposit day while a future day is not chosen, and blocks nothing for it', () => {
    const verdict = depositVerdict(cheque(), request({ timing: 'future', date: null }));
    expect(verdict.depositDay).toBeNull();
    expect(verdict.blocks).toEqual([]);
  });
});

describe('state and account', () => {
  it.each([
    ['NEW', {}, 'deposit', []],
    ['NONE', {}, 'deposit', []],
    ['AWAITING_DEPOSIT', {}, 'deposit', ['onItsWay']],
    ['AWAITING_BANK', {}, 'deposit', ['onItsWay']],
    ['PROCESSING_DEPOSIT', {}, 'redeposit', ['onItsWay']],
    ['RECEIVED_BANK', {}, 'deposit', ['notDepositable']],
    ['UNKNOWN', {}, 'deposit', ['notDepositable']],
    ['NEW', { isDeleted: true }, 'deposit', ['deleted']],
    ['DELETED', {}, 'deposit', ['deleted']],
    ['REJECTED', {}, 'deposit', ['notDepositable']],
    ['REJECTED', {}, 'redeposit', []],
    ['REJECTED_BANK', {}, 'redeposit', []],
    ['NEW', {}, 'redeposit', ['notReturned']],
  ] as const)('%s %j as %s -> %j', (status, extra, kind, expected) => {
    expect(codes(cheque({ status, ...extra }), request({ kind }))).toEqual(expected);
  });

  it.each([
    ['can_deposit true', { can_deposit: true }, []],
    ['can_deposit false', { can_deposit: false }, ['accountCannotDeposit']],
    ['can_deposit absent', {}, ['accountCannotDeposit']],
    ['no account chosen', null, ['noAccount']],
  ])('%s -> %j', (_name, account, expected) => {
    expect(codes(cheque(), request({ account }))).toEqual(expected);
    expect(mayDeposit(cheque(), request({ account }))).toBe(expected.length === 0);
  });

  it('lists every reason at once, so a person sees all there is to fix', () => {
    expect(codes(cheque({ status: 'AWAITING_DEPOSIT', amount: 60000, checkDate: '2026-03-29' }), request({ account: {} }))).toEqual([
      'onItsWay',
      'needsApproval',
      'overSafeCap',
      'accountCannotDeposit',
      'stale',
    ]);
  });

  it('isDepositable: a first deposit starts from NEW or NONE, not deleted', () => {
    expect([cheque(), cheque({ status: 'NONE' }), cheque({ isDeleted: true }), cheque({ status: 'REJECTED' })].map(isDepositable)).toEqual([true, true, false, false]);
  });
});

describe('depositBatch: exactly the good ones, the daily limit per day', () => {
  const limits = { dailyCheckAmountLimit: 100000 };
  const big = (checkId: string, amount: number | string, checkDate = '2026-11-01') => cheque({ checkId, amount, checkDate, needsCorrectionApproval: false });

  it('takes cheques up to the daily limit exactly', () => {
    const batch = depositBatch([big('a', 60000), big('b', 40000)], request({ safeType: 'private', limits }));
    expect(batch.good.map((c) => c.checkId)).toEqual(['a', 'b']);
    expect(batch.totalAgorot).toBe(10_000_000);
  });

  it('blocks the cheque that would take the day over the limit, in the order given, and keeps the rest', () => {
    const batch = depositBatch([big('a', 60000), big('b', '40000.01'), big('c', 40000)], request({ safeType: 'private', limits }));
    expect(batch.good.map((c) => c.checkId)).toEqual(['a', 'c']);
    expect(batch.verdicts.get('b')?.blocks).toEqual([{ code: 'overDailyLimit', limitAgorot: 10_000_000, day: TODAY }]);
  });

  it('counts what is already on its way that day', () => {
    const batch = depositBatch([big('a', 30000)], request({ safeType: 'private', limits }), { alreadyOnDay: (day) => (day === TODAY ? 7_000_001 : 0) });
    expect(batch.good).toEqual([]);
    expect(batch.blocked.map((c) => c.checkId)).toEqual(['a']);
  });

  it('counts each due day apart when each cheque goes on its due date', () => {
    const batch = depositBatch([big('a', 60000, '2026-12-01'), big('b', 60000, '2026-12-02')], request({ timing: 'dueDate', safeType: 'private', limits }));
    expect(batch.good.map((c) => c.checkId)).toEqual(['a', 'b']);
  });

  it('leaves blocked cheques out of the total and of the day', () => {
    const stale = big('s', 90000, '2026-03-29');
    const batch = depositBatch([stale, big('a', 90000)], request({ safeType: 'private', limits }));
    expect(batch.good.map((c) => c.checkId)).toEqual(['a']);
    expect(batch.verdicts.get('s')?.blocks.map((b) => b.code)).toEqual(['stale']);
  });

  it('without a daily limit takes every good cheque', () => {
    expect(depositBatch([big('a', 60000), big('b', 60000)], request({ safeType: 'private' })).good).toHaveLength(2);
  });
});

describe('scheduledByDay', () => {
  it('sums the cheques on their way or accepted by deposit day, exactly; returned and called-back ones do not count', () => {
    const byDay = scheduledByDay([
      { status: 'PROCESSING_DEPOSIT', depositDate: TODAY, amount: '0.10' },
      { status: 'AWAITING_DEPOSIT', depositDate: TODAY, amount: 0.2 },
      { status: 'AWAITING_DEPOSIT', depositDate: '2026-12-01', amount: 5 },
      { status: 'RECEIVED_BANK', depositDate: TODAY, amount: 100 },
      { status: 'RECEIVED_DEPOSIT', depositDate: TODAY, amount: '1.00' },
      { status: 'REJECTED_BANK', depositDate: TODAY, amount: 7 },
      { status: 'NEW', depositDate: TODAY, amount: 9 },
      { status: 'NEW', amount: 100 },
    ]);
    expect(Object.fromEntries(byDay)).toEqual({ [TODAY]: 10_130, '2026-12-01': 500 });
  });
});

describe('futureDateProblem', () => {
  it.each([
    [null, 'required'],
    ['2026-02-31', 'required'],
    [TODAY, 'notFuture'],
    ['2026-11-26', 'notFuture'],
    ['2026-11-28', null],
  ])('%s -> %s', (date, problem) => {
    expect(futureDateProblem(date, TODAY)).toBe(problem);
  });
});
