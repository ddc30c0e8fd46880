import {
  depositAccountsOf,
  depositDayOf,
  depositRefusal,
  depositSummary,
  futureDateProblem,
  isDepositable,
  safeTypeOfAccount,
  type DepositCandidate,
  type DepositPlan,
  type DepositRefusal,
} from './depositBatch';

const TODAY = '2026-03-10';
const cheque = (extra: Partial<DepositCandidate> = {}): DepositCandidate => ({ amount: 1000, checkDate: '2026-03-01', status: 'NEW', ...extra });
const plan = (extra: Partial<DepositPlan> = {}): DepositPlan => ({ timing: 'now', todayIso: TODAY, safeType: 'bank', ...extra });

describe('isDepositable', () => {
  it.each<[string, boolean | undefined, boolean]>([
    ['NEW', false, true],
    ['NONE', undefined, true],
    ['NEW', true, false],
    ['AWAITING_DEPOSIT', false, false],
    ['PROCESSING_DEPOSIT', false, false],
    ['RECEIVED_DEPOSIT', false, false],
    ['REJECTED_BANK', false, false],
    ['AWAITING_BANK', false, false],
    ['AWAITING_DELIVERY', false, false],
    ['DELETED', false, false],
    ['UNKNOWN', false, false],
  ])('%s (deleted %s) -> %s', (status, isDeleted, expected) => {
    expect(isDepositable({ status, isDeleted })).toBe(expected);
  });
});

describe('depositDayOf', () => {
  it.each<[DepositPlan['timing'], string | null, string | null, string | null]>([
    ['now', '2026-04-01', null, TODAY],
    ['future', '2026-03-01', '2026-03-20', '2026-03-20'],
    ['future', '2026-03-01', null, null],
    ['dueDate', '2026-04-01', null, '2026-04-01'],
    ['dueDate', '2026-03-10', null, TODAY],
    ['dueDate', '2026-03-01', null, TODAY], // past due: deposited today
    ['dueDate', '2026-03-01T22:00:00Z', null, TODAY],
    ['dueDate', null, null, null],
  ])('%s, due %s, chosen %s -> %s', (timing, due, chosen, expected) => {
    expect(depositDayOf(timing, due, TODAY, chosen)).toBe(expected);
  });
});

describe('depositRefusal', () => {
  it.each<[string, DepositCandidate, DepositPlan, DepositRefusal | null]>([
    // what can be deposited at all
    ['a new cheque due in the past, now', cheque(), plan(), null],
    ['a cheque awaiting deposit', cheque({ status: 'AWAITING_DEPOSIT' }), plan(), 'notDepositable'],
    ['a deleted cheque', cheque({ isDeleted: true }), plan(), 'notDepositable'],
    ['no due date', cheque({ checkDate: undefined }), plan(), 'noDueDate'],
    ['correction approval missing', cheque({ amount: 60_000, needsCorrectionApproval: true }), plan({ safeType: 'private' }), 'needsApproval'],
    // section 9 caps: bank-run below 50,000 (49,999.99 passes), private safe up to 500,000 inclusive
    ['bank safe, 49,999.99', cheque({ amount: '49999.99' }), plan(), null],
    ['bank safe, 50,000.00', cheque({ amount: 50_000 }), plan(), 'overCap'],
    ['private safe, 50,000.00', cheque({ amount: 50_000 }), plan({ safeType: 'private' }), null],
    ['private safe, 500,000.00', cheque({ amount: 500_000 }), plan({ safeType: 'private' }), null],
    ['private safe, 500,000.01', cheque({ amount: '500000.01' }), plan({ safeType: 'private' }), 'overCap'],
    ['an amount that is not money', cheque({ amount: 'abc' }), plan(), 'overCap'],
    // section 5: the deposit date cannot be earlier than the due date
    ['now, due today', cheque({ checkDate: TODAY }), plan(), null],
    ['now, due tomorrow', cheque({ checkDate: '2026-03-11' }), plan(), 'dueNotReached'],
    ['future on the due date', cheque({ checkDate: '2026-03-20' }), plan({ timing: 'future', dateIso: '2026-03-20' }), null],
    ['future a day before the due date', cheque({ checkDate: '2026-03-20' }), plan({ timing: 'future', dateIso: '2026-03-19' }), 'beforeDue'],
    ['future, no date chosen yet', cheque({ checkDate: '2026-03-20' }), plan({ timing: 'future', dateIso: null }), null],
    ['each on its due date, due later', cheque({ checkDate: '2026-05-01' }), plan({ timing: 'dueDate' }), null],
    ['each on its due date, due passed', cheque({ checkDate: '2026-01-01' }), plan({ timing: 'dueDate' }), null],
  ])('%s -> %s', (_name, candidate, p, expected) => {
    expect(depositRefusal(candidate, p)).toBe(expected);
  });
});

describe('futureDateProblem', () => {
  it.each<[string | null, 'required' | 'notFuture' | null]>([
    [null, 'required'],
    ['', 'required'],
    ['2026-03-09', 'notFuture'],
    [TODAY, 'notFuture'],
    ['2026-03-11', null],
  ])('%s -> %s', (date, expected) => {
    expect(futureDateProblem(date, TODAY)).toBe(expected);
  });
});

describe('depositSummary', () => {
  it('counts the cheques and sums them exactly in agorot', () => {
    expect(depositSummary([{ amount: 0.1 }, { amount: '0.2' }, { amount: 1234.5 }])).toEqual({ count: 3, totalAgorot: 123480 });
    expect(depositSummary([])).toEqual({ count: 0, totalAgorot: 0 });
  });
});

describe('deposit accounts and their safe', () => {
  const banks = [
    { bank: '10', safeType: 'private' as const },
    { bank: '12', safeType: 'bank' as const },
  ];
  it('offers accounts that can deposit at a listed bank', () => {
    const accounts = [
      { id: 'a', bank: '12', can_deposit: true },
      { id: 'b', bank: '10', can_deposit: false },
      { id: 'c', bank: '31', can_deposit: true },
      { id: 'd', bank: 10, can_deposit: true },
    ];
    expect(depositAccountsOf(accounts, banks).map((a) => a.id)).toEqual(['a', 'd']);
    expect(depositAccountsOf(accounts, []).map((a) => a.id)).toEqual(['a', 'c', 'd']);
  });

  it.each<[object | undefined, 'bank' | 'private']>([
    [{ bank: '12', safeType: 'private' }, 'private'],
    [{ bank: '10' }, 'private'],
    [{ bank: '12' }, 'bank'],
    [{ bank: '31' }, 'bank'],
    [undefined, 'bank'],
  ])('%o deposits through the %s safe', (account, expected) => {
    expect(safeTypeOfAccount(account, banks)).toBe(expected);
  });
});
