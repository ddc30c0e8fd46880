import { dayText } from './dayText';
import { formatDate } from './dates';

describe('dayText', () => {
  it.each([
    ['2026-03-05', '05-03-2026'],
    ['  2026-12-31 ', '31-12-2026'],
    ['5/3/2026', '05-03-2026'],
    ['05-03-2026', '05-03-2026'],
    ['29/02/2028', '29-02-2028'],
    ['29/02/2026', ''],
    ['31/02/2026', ''],
    ['2026-02-31', ''],
    ['2026-13-01', ''],
    ['5/3-2026', ''],
    ['15.03.2026', '15-03-2026'],
    ['15-03-2026', '15-03-2026'],
    ['15/03/2026', '15-03-2026'],
    ['29.02.2028', '29-02-2028'],
    ['29.02.2027', ''],
    ['31.04.2026', ''],
    ['30.04.2026', '30-04-2026'],
    ['15.03.26', ''],
    ['15.03-2026', ''],
    ['2026-03-05T10:15:00', '05-03-2026'],
    ['2026-03-05T10:15:00.000Z', null],
    ['2026-03-04T22:00:00Z', null],
    ['2026-03-04T22:00:00+02:00', null],
    ['2026-03-05T00:30:00-0500', null],
    ['', ''],
    ['soon', ''],
    [null, ''],
    [undefined, ''],
  ])('%s -> %s', (value, expected) => {
    // null: a moment, whose local day depends on the time zone the test runs in; the reference is
    // formatDate of the moment as a Date (lib/dates, read by the Date's local getters).
    expect(dayText(value)).toBe(expected ?? formatDate(new Date(value as string)));
  });
});
