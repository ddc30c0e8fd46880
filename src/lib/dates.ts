// Date rules of spec §5 "Dates" and the time span of §9. Dates travel as ISO 'YYYY-MM-DD'
// strings; comparing two such strings compares the days, with no time zone involved. Plain
// Date arithmetic, no date library: these rules are on the signed-in home's first download
// (dayjs and its parsing plugin were 5.6 kB gzip of it).
import { dayMonthYearText, dayText, daysInMonth, parseDayMonthYear } from './dayText';

const ISO_DAY = /^(\d{4}-\d{2}-\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoOf = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
const localIso = (d: Date) => isoOf(d.getFullYear(), d.getMonth() + 1, d.getDate());
const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

/**
 * A typed day/month/year -> 'YYYY-MM-DD' (dayText.ts holds the one pattern: slash, dash or dot,
 * a 4-digit year); null when it is no real day.
 */
export function parseDate(s: string | null | undefined): string | null {
  return parseDayMonthYear(s);
}

/**
 * The local calendar day of an ISO date ('YYYY-MM-DD', taken as is) or date-time string.
 * A date-time with Z or an offset is moved to local time first: a backend that stores Israeli
 * midnight as '...T22:00:00Z' of the previous day must still show the intended day.
 */
export function isoDay(value: unknown): string | null {
  if (typeof value !== 'string' || !ISO_DAY.test(value.trim())) return null;
  const text = dayText(value); // 'DD-MM-YYYY' of the local day; '' for 2026-02-31 (never rolled over)
  return text ? `${text.slice(6)}-${text.slice(3, 5)}-${text.slice(0, 2)}` : null;
}

/** Exactly 'YYYY-MM-DD' and a real day (2026-02-31 is not). */
export function isIsoDay(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isoDay(value) !== null;
}

/** A Date or epoch ms as a Date; null when it is no moment in time. */
function instantOf(value: Date | number): Date | null {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * 'DD-MM-YYYY' for display (§5 "shown as day-month-year with zero padding"); '' when empty or
 * invalid. Strings may be ISO (date or date-time) or day/month/year; a Date or epoch ms is
 * shown in local time.
 */
export function formatDate(value: string | Date | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') return dayText(value);
  const d = instantOf(value);
  return d ? dayMonthYearText(d.getFullYear(), d.getMonth() + 1, d.getDate()) : '';
}

/**
 * The moment of an event (an ISO date-time, a Date, epoch ms), for its local time of day;
 * null for a bare day ('2026-11-25' has no time of day) or no date.
 */
export function eventTime(value: string | Date | number | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.includes('T') && formatDate(value) ? instantOf(new Date(value.trim())) : null;
  return instantOf(value);
}

/** 'HH:mm', the local time of day of a moment (events, never due dates). */
export function formatTime(moment: Date): string {
  return `${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/** §5: the deposit date cannot be earlier than the due date (the same day is fine). */
export function isDepositDateValid(depositIso: string | null | undefined, dueIso: string | null | undefined): boolean {
  const deposit = isoDay(depositIso);
  const due = isoDay(dueIso);
  return deposit !== null && due !== null && deposit >= due;
}

/** Today's local calendar day, 'YYYY-MM-DD'. */
export function todayIso(now: number | Date = Date.now()): string {
  return localIso(new Date(now));
}

/**
 * An ISO day plus whole calendar months, the day kept or, past the month's end, the month's last
 * day (31-08 + 6 months -> 28/29-02).
 */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = parts(iso);
  const index = year * 12 + month - 1 + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  return isoOf(y, m, Math.min(day, daysInMonth(y, m)));
}

/** An ISO day plus (or minus) whole days. */
export function addDays(iso: string, days: number): string {
  const [year, month, day] = parts(iso);
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return isoOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/**
 * Whole calendar days from `from` to `to` (positive when `to` is later), counted on the days
 * themselves so that clock changes and times of day play no part; null when either is no date.
 */
export function daysBetween(from: string | null | undefined, to: string | null | undefined): number | null {
  const a = isoDay(from) ?? parseDate(from);
  const b = isoDay(to) ?? parseDate(to);
  if (!a || !b) return null;
  const utc = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((utc(b) - utc(a)) / 86_400_000);
}

/** Whole calendar months from `from` to `to` (15-01 to 14-03 is 1, to 15-03 is 2; end of month to end of month is 1). */
export function monthsBetween(from: string | null | undefined, to: string | null | undefined): number | null {
  const a = isoDay(from) ?? parseDate(from);
  const b = isoDay(to) ?? parseDate(to);
  if (!a || !b) return null;
  const forward = (early: string, late: string) => {
    const [[y1, m1], [y2, m2]] = [parts(early), parts(late)];
    const months = (y2 - y1) * 12 + m2 - m1;
    return addMonths(early, months) > late ? months - 1 : months;
  };
  return a <= b ? forward(a, b) : -forward(b, a);
}

export type RelativeDay =
  | { unit: 'today' | 'tomorrow' | 'yesterday'; count: 0 }
  | { unit: 'inDays' | 'daysAgo' | 'inMonths' | 'monthsAgo'; count: number };

/** How far a day is from today, in the words a person uses: days up to two months, then months. */
export function relativeDay(value: string | null | undefined, today: string = todayIso()): RelativeDay | null {
  const days = daysBetween(today, value);
  if (days === null) return null;
  if (days === 0) return { unit: 'today', count: 0 };
  if (days === 1) return { unit: 'tomorrow', count: 0 };
  if (days === -1) return { unit: 'yesterday', count: 0 };
  if (Math.abs(days) < 60) return days > 0 ? { unit: 'inDays', count: days } : { unit: 'daysAgo', count: -days };
  const months = Math.abs(monthsBetween(today, value) ?? 0);
  return days > 0 ? { unit: 'inMonths', count: months } : { unit: 'monthsAgo', count: months };
}
