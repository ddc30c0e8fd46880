import {
  EMPTY_TRANSACTION_FILTER,
  canCompleteTransaction,
  canDeleteTransaction,
  isDateRangeReversed,
  matchesTransactionFilter,
  readTransactionFilter,
  transactionFilterEntries,
  type TransactionFilter,
} from './terminalTransactions';

describe('readTransactionFilter', () => {
  it.each<[string, TransactionFilter]>([
    ['', EMPTY_TRANSACTION_FILTER],
    ['status=DONE', { ...EMPTY_TRANSACTION_FILTER, status: 'DONE' }],
    ['status=IN_PROGRESS&from=2026-11-01&to=2026-11-30&q=+moshe+', { status: 'IN_PROGRESS', from: '2026-11-01', to: '2026-11-30', q: 'moshe' }],
    ['status=all', EMPTY_TRANSACTION_FILTER],
    ['status=done', EMPTY_TRANSACTION_FILTER], // statuses are upper case
    ['status=DELETED', EMPTY_TRANSACTION_FILTER],
    ['from=01/11/2026', EMPTY_TRANSACTION_FILTER], // the URL holds ISO days only
    ['from=2026-02-31', EMPTY_TRANSACTION_FILTER],
  ])('?%s', (query, expected) => {
    expect(readTransactionFilter(new URLSearchParams(query))).toEqual(expected);
  });

  it('reads a request body the same way', () => {
    expect(readTransactionFilter({ status: 'RETRIEVED', from: 5, q: 'x' })).toEqual({ ...EMPTY_TRANSACTION_FILTER, status: 'RETRIEVED', q: 'x' });
    expect(readTransactionFilter(undefined)).toEqual(EMPTY_TRANSACTION_FILTER);
  });

  it('keeps a search of 100 characters and cuts the 101st', () => {
    expect(readTransactionFilter({ q: 'a'.repeat(101) }).q).toHaveLength(100);
  });

  it('round-trips through its entries', () => {
    const filter: TransactionFilter = { status: 'NEW', from: '2026-01-01', to: '', q: 'tx' };
    expect(transactionFilterEntries(filter)).toEqual({ status: 'NEW', from: '2026-01-01', q: 'tx' });
    expect(readTransactionFilter(new URLSearchParams(transactionFilterEntries(filter)))).toEqual(filter);
    expect(transactionFilterEntries(EMPTY_TRANSACTION_FILTER)).toEqual({});
  });
});

describe('isDateRangeReversed', () => {
  it.each<[string, string, boolean]>([
    ['2026-11-02', '2026-11-01', true],
    ['2026-11-01', '2026-11-01', false], // one day
    ['2026-11-01', '2026-11-02', false],
    ['', '2026-11-01', false],
    ['2026-11-01', '', false],
  ])('%s..%s -> %s', (from, to, expected) => {
    expect(isDateRangeReversed(from, to)).toBe(expected);
  });
});

describe('matchesTransactionFilter', () => {
  const row = {
    status: 'DONE',
    createdAt: '2026-11-15T10:00:00',
    transactionNumber: 'tx1042',
    fromName: 'משה כהן',
    email: 'moshe@example.com',
    upr: 'PR-1',
    receiptNumber: '10077',
  };
  it.each<[Partial<TransactionFilter>, boolean]>([
    [{}, true],
    [{ status: 'DONE' }, true],
    [{ status: 'NEW' }, false],
    [{ from: '2026-11-15' }, true], // the same day is in
    [{ from: '2026-11-16' }, false],
    [{ to: '2026-11-15' }, true],
    [{ to: '2026-11-14' }, false],
    [{ from: '2026-11-01', to: '2026-11-30' }, true],
    [{ q: 'TX10' }, true], // case does not matter
    [{ q: 'משה' }, true],
    [{ q: 'example.com' }, true],
    [{ q: 'pr-1' }, true],
    [{ q: '10077' }, true],
    [{ q: 'nobody' }, false],
  ])('%j -> %s', (filter, expected) => {
    expect(matchesTransactionFilter(row, { ...EMPTY_TRANSACTION_FILTER, ...filter })).toBe(expected);
  });

  it('a row without a date is outside any date range', () => {
    expect(matchesTransactionFilter({ status: 'NEW' }, { ...EMPTY_TRANSACTION_FILTER, from: '2026-01-01' })).toBe(false);
    expect(matchesTransactionFilter({ status: 'NEW' }, EMPTY_TRANSACTION_FILTER)).toBe(true);
  });
});

describe('what a status allows', () => {
  it.each<[string | null | undefined, boolean, boolean]>([
    ['NEW', false, true],
    ['IN_PROGRESS', false, true],
    ['DONE', true, true], // awaiting pickup
    ['RETRIEVED', false, false],
    ['done', false, false],
    [null, false, false],
  ])('%j -> complete %s, delete %s', (status, complete, remove) => {
    expect(canCompleteTransaction(status)).toBe(complete);
    expect(canDeleteTransaction(status)).toBe(remove);
  });
});
