// Date rules of spec §5 "Dates" and the time span of §9. Dates travel as ISO 'YYYY-MM-DD'
// strings; comparing two such strings compares the days, with no time zone involved.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { dayText } from './dayText';

dayjs.extend(customParseFormat);

const DAY_MONTH_YEAR = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/;
const ISO_DAY = /^(\d{4}-\d{2}-\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Day/month/year with '/' or '-' (one separator kind per date), 1- or 2-digit day and month,
 * 4-digit year -> 'YYYY-MM-DD'. Strict: 31/02/2026 is refused, not rolled over to March.
 */
export function parseDate(s: string | null | undefined): string | null {
  if (typeof s !== 'string') return null;
  const match = DAY_MONTH_YEAR.exec(s.trim());
  if (!match) return null;
  const [, d, , m, y] = match;
  const parsed = dayjs(`${d.padStart(2, '0')}-${m.padStart(2, '0')}-${y}`, 'DD-MM-YYYY', true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

/**
 * The local calendar day of an ISO date ('YYYY-MM-DD', taken as is) or date-time string.
 * A date-time with Z or an offset is moved to local time first: a backend that stores Israeli
 * midnight as '...T22:00:00Z' of the previous day must still show the intended day.
 */
function isoDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  const match = ISO_DAY.exec(trimmed);
  // Checked strictly first: Date would roll 2026-02-31T10:00 over to March 3.
  if (!match || !dayjs(match[1], 'YYYY-MM-DD', true).isValid()) return null;
  if (trimmed.length === 10) return match[1];
  const local = dayjs(trimmed);
  return local.isValid() ? local.format('YYYY-MM-DD') : null;
}

/**
 * 'DD-MM-YYYY' for display (§5 "shown as day-month-year with zero padding"); '' when empty or
 * invalid. Strings may be ISO (date or date-time) or day/month/year; a Date or epoch ms is
 * shown in local time.
 */
export function formatDate(value: string | Date | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  // Strings: the one day formatter without dayjs, which the signer's link page uses alone.
  if (typeof value === 'string') return dayText(value);
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD-MM-YYYY') : '';
}

/** §5: the deposit date cannot be earlier than the due date (the same day is fine). */
export function isDepositDateValid(depositIso: string | null | undefined, dueIso: string | null | undefined): boolean {
  const deposit = isoDay(depositIso);
  const due = isoDay(dueIso);
  return deposit !== null && due !== null && deposit >= due;
}

/** Today's local calendar day, 'YYYY-MM-DD'. */
export function todayIso(now: number | Date = Date.now()): string {
  return dayjs(now).format('YYYY-MM-DD');
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
  return dayjs(b, 'YYYY-MM-DD', true).diff(dayjs(a, 'YYYY-MM-DD', true), 'month');
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
