// The one date format of the app ('DD-MM-YYYY', spec section 5) for a date given as text, in a
// module of its own: the signer's page opened from a link on a phone needs only this,
// not the rest of lib/dates. `formatDate` of lib/dates uses it for strings.

const ISO = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
// Day, month, year as people type them: slash, dash or dot, one kind per date (15/03/2026,
// 15-03-2026, 15.03.2026); 1- or 2-digit day and month; a 4-digit year (15/03/26 is refused: which
// century a cheque means is not guessed).
const DAY_MONTH_YEAR = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The one display format: day-month-year, zero-padded, with dashes ('05-03-2026'). */
export const dayMonthYearText = (year: number, month: number, day: number) => `${pad(day)}-${pad(month)}-${String(year).padStart(4, '0')}`;

/** Days in a month (1-12) of a year. */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A real calendar day: 31/02 is refused, not rolled over to March. */
export function isDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The one reading of a typed day (see DAY_MONTH_YEAR) -> 'YYYY-MM-DD'; null when it is not one.
 * Strict: 31/02/2026 is refused, not rolled over to March.
 */
export function parseDayMonthYear(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const match = DAY_MONTH_YEAR.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[3]), Number(match[4])];
  return isDay(year, month, day) ? `${match[4]}-${pad(month)}-${pad(day)}` : null;
}

/** The day every "how to write a date" text shows, as the one display format writes it. */
export const EXAMPLE_DAY = '2026-03-15';

/**
 * 'DD-MM-YYYY' of an ISO date ('YYYY-MM-DD', taken as is), an ISO date-time (with Z or an offset:
 * the local day) or a typed day/month/year (parseDayMonthYear); '' when empty or not a date.
 */
export function dayText(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  // A typed day is read as its ISO day; nothing typed looks like an ISO day or date-time.
  const text = parseDayMonthYear(value) ?? value.trim();
  const iso = ISO.exec(text);
  if (!iso) return '';
  const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  if (!isDay(year, month, day)) return '';
  if (!iso[4]) return dayMonthYearText(year, month, day);
  const local = new Date(text);
  if (Number.isNaN(local.getTime())) return '';
  return dayMonthYearText(local.getFullYear(), local.getMonth() + 1, local.getDate());
}
