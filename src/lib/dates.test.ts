import fc from 'fast-check';
import { addDays, addMonths, daysBetween, eventTime, formatDate, formatTime, isDepositDateValid, isIsoDay, monthsBetween, parseDate, relativeDay, todayIso } from './dates';

describe('parseDate', () => {
  it.each<[string | null | undefined, string | null]>([
    ['05/03/2026', '2026-03-05'],
    ['5/3/2026', '2026-03-05'],
    ['05-03-2026', '2026-03-05'],
    ['5-3-2026', '2026-03-05'],
    ['05/3/2026', '2026-03-05'],
    ['5/03/2026', '2026-03-05'],
    ['  5/3/2026 ', '2026-03-05'],
    ['31/12/2026', '2026-12-31'],
    ['01/01/2026', '2026-01-01'],
    ['31/01/2026', '2026-01-31'],
    ['32/01/2026', null],
    ['28/02/2026', '2026-02-28'],
    ['29/02/2026', null], // 2026 is not a leap year
    ['29/02/2024', '2024-02-29'],
    ['29/02/2100', null], // century rule
    ['29/02/2000', '2000-02-29'],
    ['31/02/2026', null],
    ['30/04/2026', '2026-04-30'],
    ['31/04/2026', null],
    ['00/01/2026', null],
    ['01/00/2026', null],
    ['01/13/2026', null],
    ['12/31/2026', null], // month/day order is not accepted
    ['05/03-2026', null], // mixed separators
    ['05.03.2026', '2026-03-05'], // dot, as many type it
    ['5.3.2026', '2026-03-05'],
    ['15.03.2026', '2026-03-15'],
    ['15/03/2026', '2026-03-15'],
    ['15-03-2026', '2026-03-15'],
    ['05.03/2026', null], // mixed separators
    ['05-03.2026', null],
    ['29.02.2028', '2028-02-29'], // leap year
    ['29.02.2027', null],
    ['29-02-2024', '2024-02-29'],
    ['29-02-2025', null],
    ['30.04.2026', '2026-04-30'],
    ['31.04.2026', null],
    ['31-04-2026', null],
    ['01/05/2026', '2026-05-01'],
    ['15.03.26', null], // 2-digit year: refused, the century is not guessed
    ['15-03-26', null],
    ['15/03/026', null],
    ['05,03,2026', null],
    ['05 03 2026', null],
    ['05/03/26', null], // 2-digit year
    ['05/03/02026', null],
    ['005/03/2026', null],
    ['2026-03-05', null], // ISO is not typed input
    ['05/03/2026 10:00', null],
    ['٠٥/٠٣/٢٠٢٦', null],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (s, expected) => {
    expect(parseDate(s)).toBe(expected);
  });

  it('property: formatting a real day as D/M/YYYY and parsing it gives the day back', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true }), (d) => {
        const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        expect(parseDate(`${d.getDate()}/${d.getMonth() + 1}/${d.getFullYear()}`)).toBe(iso);
        expect(parseDate(formatDate(iso))).toBe(iso);
      }),
    );
  });
});

describe('formatDate', () => {
  const zulu = '2026-03-05T23:30:00Z';
  const zuluLocal = new Date(zulu);
  const zuluExpected = [zuluLocal.getDate(), zuluLocal.getMonth() + 1]
    .map((n) => String(n).padStart(2, '0'))
    .concat(String(zuluLocal.getFullYear()))
    .join('-');

  it.each<[string | Date | number | null | undefined, string]>([
    ['2026-03-05', '05-03-2026'],
    ['2026-12-31', '31-12-2026'],
    ['2026-03-05T10:00:00', '05-03-2026'],
    ['2026-03-05T10:00:00.000', '05-03-2026'],
    [zulu, zuluExpected], // shown in local time
    ['5/3/2026', '05-03-2026'],
    ['05-03-2026', '05-03-2026'],
    [new Date(2026, 2, 5), '05-03-2026'],
    [new Date(2026, 0, 1, 23, 59), '01-01-2026'],
    [new Date(2026, 2, 5).getTime(), '05-03-2026'],
    ['2026-02-31', ''], // no roll-over
    ['2026-02-31T10:00:00', ''],
    ['2026-13-01', ''],
    ['31/02/2026', ''],
    ['03/05/2026 US', ''],
    ['March 5, 2026', ''], // no lenient Date parsing
    ['not a date', ''],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
    [NaN, ''],
    [Infinity, ''],
    [new Date('invalid'), ''],
  ])('%j -> %j', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe('isDepositDateValid (deposit not earlier than due date)', () => {
  it.each<[string | null | undefined, string | null | undefined, boolean]>([
    ['2026-03-05', '2026-03-05', true], // same day
    ['2026-03-06', '2026-03-05', true], // one day after
    ['2026-03-04', '2026-03-05', false], // one day before
    ['2027-01-01', '2026-12-31', true],
    ['2026-12-31', '2027-01-01', false],
    ['2026-03-05T00:00:00', '2026-03-05T23:59:59', true], // days compared, not times
    ['2026-02-31', '2026-01-01', false],
    ['05/03/2026', '2026-03-05', false], // ISO only
    ['', '2026-03-05', false],
    ['2026-03-05', '', false],
    [null, '2026-03-05', false],
    ['2026-03-05', undefined, false],
  ])('deposit %j, due %j -> %s', (deposit, due, expected) => {
    expect(isDepositDateValid(deposit, due)).toBe(expected);
  });

  it('property: of two real days, one is always a valid deposit date for the other', () => {
    const day = fc
      .date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true })
      .map((d) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`);
    fc.assert(fc.property(day, day, (a, b) => isDepositDateValid(a, b) || isDepositDateValid(b, a)));
  });
});

describe('daysBetween, monthsBetween and relativeDay', () => {
  it.each<[string | null, string | null, number | null]>([
    ['2026-11-22', '2026-11-22', 0],
    ['2026-11-22', '2026-11-23', 1],
    ['2026-11-22', '2026-11-21', -1],
    ['2026-12-31', '2027-01-01', 1],
    ['2027-03-25', '2027-03-29', 4], // clock change in between
    ['22/11/2026', '2026-11-29', 7],
    ['2026-11-22T10:00:00', '2026-11-23', 1],
    [null, '2026-11-22', null],
    ['2026-11-22', 'x', null],
  ])('days from %j to %j -> %j', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it.each<[string, string, number]>([
    ['2026-01-15', '2026-03-15', 2],
    ['2026-01-15', '2026-03-14', 1],
    ['2026-01-31', '2026-02-28', 1], // end of month to end of month
    ['2026-11-22', '2026-03-22', -8],
  ])('months from %s to %s -> %s', (from, to, expected) => {
    expect(monthsBetween(from, to)).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['2026-11-22', { unit: 'today', count: 0 }],
    ['2026-11-23', { unit: 'tomorrow', count: 0 }],
    ['2026-11-21', { unit: 'yesterday', count: 0 }],
    ['2026-11-24', { unit: 'inDays', count: 2 }],
    ['2027-01-20', { unit: 'inDays', count: 59 }], // last day counted in days
    ['2027-01-21', { unit: 'inMonths', count: 1 }], // 60 days: months from here
    ['2026-09-23', { unit: 'monthsAgo', count: 1 }], // 60 days ago
    ['2026-09-24', { unit: 'daysAgo', count: 59 }],
    ['2026-03-22', { unit: 'monthsAgo', count: 8 }],
  ])('%s seen on 2026-11-22 -> %j', (value, expected) => {
    expect(relativeDay(value, '2026-11-22')).toEqual(expected);
  });
});

describe('addMonths (the day kept, or the end of a shorter month)', () => {
  it.each<[string, number, string]>([
    ['2026-03-05', 6, '2026-09-05'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'], // leap year
    ['2026-10-31', 1, '2026-11-30'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-01-15', -13, '2024-12-15'],
  ])('%s + %i months -> %s', (iso, months, expected) => {
    expect(addMonths(iso, months)).toBe(expected);
  });
});

describe('addDays and isIsoDay', () => {
  it.each<[string, number, string]>([
    ['2026-03-05', 1, '2026-03-06'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2027-03-25', 365, '2028-03-24'], // over a leap day
  ])('%s + %i days -> %s', (iso, days, expected) => {
    expect(addDays(iso, days)).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    ['2026-03-05', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-3-5', false],
    ['2026-03-05T10:00:00', false],
    ['05/03/2026', false],
    [20260305, false],
  ])('%j is an ISO day: %s', (value, expected) => {
    expect(isIsoDay(value)).toBe(expected);
  });
});

describe('todayIso, eventTime and formatTime (local time)', () => {
  it('gives the local calendar day of a moment', () => {
    expect(todayIso(new Date(2026, 0, 1, 23, 59))).toBe('2026-01-01');
    expect(todayIso(new Date(2026, 11, 31, 0, 0).getTime())).toBe('2026-12-31');
  });

  it.each<[string | Date | number | null | undefined, string | null]>([
    ['2026-03-05T08:07:00', '08:07'],
    ['2026-03-05T23:30:59.123456', '23:30'], // microseconds, as some backends send
    [new Date(2026, 2, 5, 9, 5), '09:05'],
    [new Date(2026, 2, 5, 14, 0).getTime(), '14:00'],
    ['2026-03-05', null], // a bare day has no time of day
    ['5/3/2026', null],
    ['2026-02-31T10:00:00', null], // no such day
    ['soon', null],
    [new Date('x'), null],
    [null, null],
  ])('%j -> %j', (value, expected) => {
    const moment = eventTime(value);
    expect(moment && formatTime(moment)).toBe(expected);
  });

  it('reads a moment with Z or an offset as that instant', () => {
    expect(eventTime('2026-03-04T22:00:00Z')?.getTime()).toBe(Date.UTC(2026, 2, 4, 22));
    expect(eventTime('2026-03-05T00:30:00+02:00')?.getTime()).toBe(Date.UTC(2026, 2, 4, 22, 30));
  });
});
