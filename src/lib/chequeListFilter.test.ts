import fc from 'fast-check';
import { FILTER_STEP_ITEMS, filterChequesSteps, firstRowsInOrder, sortChequesSteps } from './chequeListSteps';
import { filterTest, filterToParams, inBox, matchesFilter, prepareSearch, SORT_KEYS, type ChequeListFilter, type ListableCheque } from './chequeListFilter';
import { applyChequeFilter, paramsToFilter, sortCheques } from './chequeListOrder';
import { runInSlices, runNow, STALE } from './slices';

const c = (over: Partial<ListableCheque> & { checkId: string }): ListableCheque => ({ amount: 100, status: 'NEW', ...over });

describe('inBox', () => {
  it.each([
    ['NEW', 'all', true],
    ['DELETED', 'all', false],
    ['DELETED', 'archive', true],
    ['RECEIVED_DEPOSIT', 'archive', true],
    ['REJECTED', 'archive', true],
    ['NEW', 'archive', false],
    ['AWAITING_DELIVERY', 'sent', true],
    ['SENT', 'sent', true],
    ['NEW', 'sent', false],
    ['NEW', 'inbox', true],
    ['AWAITING_BANK', 'inbox', true],
    ['AWAITING_DELIVERY', 'inbox', false],
    ['RECEIVED_BANK', 'inbox', false],
  ] as const)('%s in %s -> %s', (status, box, expected) => {
    expect(inBox(c({ checkId: 'x', status }), box)).toBe(expected);
  });

  it('a soft-deleted cheque is only in the archive, whatever its status', () => {
    const row = c({ checkId: 'x', status: 'NEW', isDeleted: true });
    expect(inBox(row, 'all')).toBe(false);
    expect(inBox(row, 'inbox')).toBe(false);
    expect(inBox(row, 'archive')).toBe(true);
  });
});

describe('matchesFilter', () => {
  const row = c({ checkId: 'a', status: 'AWAITING_DELIVERY', checkNumber: '1000123', payee: 'משה לוי', amount: '1234.5', checkDate: '2026-03-10', tags: [{ name: 'דחוף' }] });
  it.each([
    [{ status: 'AWAITING_DELIVERY' }, true],
    [{ status: 'ALL_SENT' }, true],
    [{ status: 'ALL_NEW' }, false],
    [{ status: 'NEW' }, false],
    [{ from: '2026-03-10' }, true],
    [{ to: '2026-03-10' }, true],
    [{ from: '2026-03-11' }, false],
    [{ to: '2026-03-09' }, false],
    [{ from: '2026-03-01', to: '2026-03-31' }, true],
    [{ q: 'משה' }, true],
    [{ q: '  לוי   משה ' }, true],
    [{ q: 'כהן' }, false],
    [{ q: '1000123' }, true],
    [{ q: '1234.50' }, true],
    [{ q: 'דחוף' }, true],
    [{ box: 'inbox' as const }, false],
    [{ box: 'sent' as const }, true],
    [{ stage: 'onItsWay' as const }, true],
    [{ stage: 'toHandle' as const }, false],
    [{ stage: 'onItsWay' as const, status: 'NEW' }, false],
  ])('%o -> %s', (filter, expected) => {
    expect(matchesFilter(row, filter)).toBe(expected);
  });

  it('filterTest(f) made once answers as matchesFilter for every cheque', () => {
    const filters: ChequeListFilter[] = [{ q: '  לוי   משה ' }, { q: 'כהן' }, { status: 'ALL_SENT' }, { status: 'NEW', q: '1234.50' }, { box: 'sent', from: '2026-03-01' }, {}];
    const rows = [row, c({ checkId: 'b', payee: 'כהן', status: 'NEW', amount: '1234.5' }), c({ checkId: 'z', status: 'DELETED' })];
    for (const f of filters) {
      const test = filterTest(f);
      expect(rows.map(test)).toEqual(rows.map((r) => matchesFilter(r, f)));
    }
    expect(rows.filter(filterTest({ q: 'משה לוי' })).map((r) => r.checkId)).toEqual(['a']);
  });

  it.each<[Partial<ListableCheque>, boolean]>([
    [{ status: 'RECEIVED_CI3', depositDate: '2026-11-01' }, true],
    [{ status: 'RECEIVED_CI3', depositDate: '2026-10-31' }, false],
    [{ status: 'RECEIVED_DEPOSIT', updatedAt: '2026-11-05T09:00:00Z' }, true], // no deposit date: the day it changed
    [{ status: 'RECEIVED_BANK', depositDate: '2026-10-20', updatedAt: '2026-11-05T09:00:00Z' }, false], // the deposit date wins
    [{ status: 'AWAITING_DEPOSIT', depositDate: '2026-11-10' }, false], // not deposited yet
    [{ status: 'RECEIVED_BANK' }, false],
  ])('deposited from 2026-11-01: %o -> %s', (fields, expected) => {
    expect(matchesFilter(c({ checkId: 'd', ...fields }), { depositedFrom: '2026-11-01' })).toBe(expected);
  });

  it('filters by stage, signatures included: an unsigned new cheque is signing, not to handle', () => {
    const unsigned = c({ checkId: 'u', status: 'NEW', signingStatus: 'UNSIGNED' });
    expect(matchesFilter(unsigned, { stage: 'signing' })).toBe(true);
    expect(matchesFilter(unsigned, { stage: 'toHandle' })).toBe(false);
    expect(matchesFilter(c({ checkId: 'k', status: 'UNKNOWN' }), { stage: 'needsAttention' })).toBe(true);
  });

  it('a date range leaves out cheques without a due date', () => {
    expect(matchesFilter(c({ checkId: 'n' }), { from: '2020-01-01' })).toBe(false);
  });
});

describe('sortCheques', () => {
  const rows = [
    c({ checkId: 'a', amount: '99.99', payee: 'בני', checkNumber: '20', createdAt: '2026-01-02' }),
    c({ checkId: 'b', amount: 1000, payee: 'אבי', checkNumber: '3', createdAt: '2026-01-03' }),
    c({ checkId: 'c', amount: '150.1', payee: '', checkNumber: '100', createdAt: '2026-01-01' }),
  ];
  const ids = (list: ListableCheque[]) => list.map((r) => r.checkId).join('');
  it.each([
    ['amount', 'asc', 'acb'],
    ['amount', 'desc', 'bca'],
    ['checkNumber', 'asc', 'bac'],
    ['createdAt', 'desc', 'bac'],
    ['payee', 'asc', 'bac'],
    ['payee', 'desc', 'abc'],
  ] as const)('by %s %s -> %s (empty values last)', (key, order, expected) => {
    expect(ids(sortCheques(rows, key, order))).toBe(expected);
  });

  it('defaults to the newest first and does not touch the input', () => {
    const copy = [...rows];
    expect(ids(sortCheques(rows))).toBe('bac');
    expect(rows).toEqual(copy);
  });
});

describe('a screen that sorts once and filters on each change', () => {
  const statuses = ['NEW', 'SENT', 'RECEIVED_BANK', 'AWAITING_DEPOSIT'];
  const many = Array.from({ length: 700 }, (_, i) =>
    c({ checkId: `c${i}`, amount: i % 4 ? `${i}.50` : i % 9, payee: i % 3 ? `דנה ${i % 11}` : 'MOSHE', checkNumber: String(i % 50), status: statuses[i % 4], createdAt: `2026-01-${String((i % 28) + 1).padStart(2, '0')}` }),
  );
  it.each<ChequeListFilter>([
    { q: 'דנה 1', sort: 'amount', order: 'asc' },
    { q: 'moshe', box: 'inbox', sort: 'payee', order: 'desc' },
    { status: 'SENT', sort: 'checkNumber', order: 'asc' },
    { q: '12.50' },
    { q: 'nobody' },
  ])('gives the same rows as applyChequeFilter, the search texts made ahead: %o', async (f) => {
    await prepareSearch(many);
    expect(sortCheques(many, f.sort, f.order).filter((row) => matchesFilter(row, f))).toEqual(applyChequeFilter(many, f));
  });

  it('stops making search texts when the list was replaced, and the search is still right', async () => {
    const fresh = many.map((row) => ({ ...row }));
    await prepareSearch(fresh, () => true);
    expect(fresh.filter((row) => matchesFilter(row, { q: 'moshe' }))).toHaveLength(many.filter((row) => row.payee === 'MOSHE').length);
  });
});

describe('sorting and filtering in slices (lib/slices): the same rows as the pure functions', () => {
  const statuses = ['NEW', 'SENT', 'RECEIVED_BANK', 'AWAITING_DEPOSIT', 'DELETED'];
  // Few distinct values: many ties, which must keep the order the rows came in.
  const row = fc.record({
    amount: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.constantFrom('1.50', '12', '', 'x')),
    payee: fc.constantFrom('דנה', 'אבי', 'moshe', 'Moshe', ''),
    checkNumber: fc.constantFrom('7', '10', '', '0010'),
    status: fc.constantFrom(...statuses),
    createdAt: fc.constantFrom('2026-01-02', '2026-01-10T08:00:00Z', ''),
    bank: fc.constantFrom('12', '4', ''),
  });
  const rowsOf = (drafts: Array<Partial<ListableCheque>>) => drafts.map((d, i) => c({ ...d, checkId: `c${i}` }));

  it('sorts as sortCheques by every key and order, across the runs it merges (lists of 0 to 5,000)', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 5000 }), fc.constantFrom(...SORT_KEYS), fc.constantFrom('asc' as const, 'desc' as const), (drafts, key, order) => {
        const rows = rowsOf(drafts);
        const expected = sortCheques(rows, key, order);
        expect(runNow(sortChequesSteps(rows, key, order))).toEqual(expected);
        // A list that came sorted (the server sorts too) is checked, and comes out the same.
        expect(runNow(sortChequesSteps(expected, key, order))).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });

  it.each([0, 1, 2047, 2049, 4097])('%i rows: the same order, yielding between slices', async (n) => {
    const rows = rowsOf(Array.from({ length: n }, (_, i) => ({ amount: (i * 7919) % 101, payee: ['דנה', 'אבי', ''][i % 3] })));
    for (const key of ['amount', 'payee'] as const) expect(await runInSlices(sortChequesSteps(rows, key, 'desc'), () => false, 0)).toEqual(sortCheques(rows, key, 'desc'));
  });

  it.each<ChequeListFilter>([{ status: 'SENT' }, { box: 'archive' }, { q: 'moshe' }, {}])('filters as matchesFilter, in order: %o', (f) => {
    const rows = rowsOf(Array.from({ length: 3000 }, (_, i) => ({ status: statuses[i % 5], payee: i % 7 ? 'דנה' : 'MOSHE' })));
    expect(runNow(filterChequesSteps(rows, f))).toEqual(rows.filter((r) => matchesFilter(r, f)));
  });

  it('gives the thread back every few dozen cheques while filtering (a search makes the texts of a new reply)', () => {
    const rows = rowsOf(Array.from({ length: 1000 }, (_, i) => ({ payee: i % 2 ? 'דנה' : 'משה' })));
    const steps = filterChequesSteps(rows, { q: 'משה' });
    let yields = 0;
    while (!steps.next().done) yields += 1;
    expect(FILTER_STEP_ITEMS).toBeLessThanOrEqual(64);
    expect(yields).toBe(Math.floor(1000 / FILTER_STEP_ITEMS));
  });

  it("draws a first screen early from a list that came in the asked order: exactly the whole list's first rows", () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 400 }), fc.constantFrom(...SORT_KEYS), fc.constantFrom('asc' as const, 'desc' as const), fc.boolean(), (drafts, key, order, sorted) => {
        const rows = rowsOf(drafts);
        const came = sorted ? sortCheques(rows, key, order) : rows;
        const f: ChequeListFilter = { box: 'all' };
        const whole = sortCheques(came, key, order).filter((r) => matchesFilter(r, f));
        const first = firstRowsInOrder(came, key, order, f, { limit: 20, scan: 300 });
        if (sorted) expect(first).toEqual(came.slice(0, 300).filter((r) => matchesFilter(r, f)).length >= 20 ? whole.slice(0, 20) : null);
        // A list that did not come sorted: at most an in-order run of it, in its order.
        else if (first) expect(first).toEqual(came.filter((r) => matchesFilter(r, f)).slice(0, 20));
      }),
      { numRuns: 60 },
    );
  });

  it.each<[string, number[], number | null]>([
    ['in order', [5, 4, 3, 2, 1], 3],
    ['out of order before the first screen is full', [5, 1, 4, 3, 2], null],
    // Past the first screen nothing is checked: the whole list, worked out next, replaces it.
    ['out of order only past the first screen', [5, 4, 3, 9, 1], 3],
    ['too few rows within the scan', [5, 4], null],
  ])('a list %s (amounts, highest first)', (_name, amounts, length) => {
    const rows = rowsOf(amounts.map((amount) => ({ amount })));
    expect(firstRowsInOrder(rows, 'amount', 'desc', {}, { limit: 3, scan: 4 })?.length ?? null).toBe(length);
  });

  it('gives up, with nothing, once the answer is no longer wanted', async () => {
    const rows = rowsOf(Array.from({ length: 3000 }, () => ({})));
    expect(await runInSlices(sortChequesSteps(rows, 'amount', 'asc'), () => true, 0)).toBe(STALE);
  });
});

describe('query parameters', () => {
  it('leaves empty values out and reads back what it wrote', () => {
    const filter = { box: 'sent' as const, status: 'ALL_SENT', from: '2026-01-01', to: '', q: ' x ', sort: 'amount' as const, order: 'asc' as const };
    const params = filterToParams(filter);
    expect(params).toEqual({ box: 'sent', status: 'ALL_SENT', from: '2026-01-01', q: 'x', sort: 'amount', order: 'asc' });
    expect(paramsToFilter(new URLSearchParams(params))).toEqual({ box: 'sent', status: 'ALL_SENT', from: '2026-01-01', q: 'x', sort: 'amount', order: 'asc' });
  });

  it('keeps the deposited-from day in the URL', () => {
    expect(filterToParams({ status: 'ALL_DONE', depositedFrom: '2026-11-01' })).toEqual({ status: 'ALL_DONE', depositedFrom: '2026-11-01' });
    expect(paramsToFilter(new URLSearchParams('depositedFrom=2026-11-01'))).toEqual({ depositedFrom: '2026-11-01' });
    expect(paramsToFilter(new URLSearchParams('depositedFrom=November'))).toEqual({});
  });

  it('keeps the stage in the URL', () => {
    expect(filterToParams({ stage: 'signing', q: 'x' })).toEqual({ stage: 'signing', q: 'x' });
    expect(paramsToFilter(new URLSearchParams('stage=done'))).toEqual({ stage: 'done' });
  });

  it('drops malformed values from a hand-edited URL', () => {
    expect(paramsToFilter(new URLSearchParams('box=x&stage=moon&status=<b>&from=1-1-2026&sort=evil&order=up'))).toEqual({});
  });
});
