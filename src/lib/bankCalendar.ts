// Israeli bank business days (docs/cheque-law.md, "Bank business days"): Sunday to Thursday, less
// the days the banks and the clearing house are closed. The Jewish holidays move against the
// Gregorian calendar and Independence Day moves by law when 5 Iyar falls near the Sabbath, so they
// come from @hebcal/core (Israel schedule) instead of a hand-written table that would expire.
// This module is heavy (the Hebrew calendar): only screens that pick a date load it, through
// `loadBankCalendar` (a dynamic import), never the home, /login or a link page.
import { getHolidaysForYearArray } from '@hebcal/core/dist/esm/holidays';
import { HDate } from '@hebcal/hdate';
import { addDays, isIsoDay } from './dates';
import { BANK_ELECTION_DAYS } from './bankClosures';

/** The days a bank is closed for, beyond Friday and Saturday. */
export const BANK_HOLIDAYS = [
  'roshHashana',
  'yomKippur',
  'sukkot',
  'shminiAtzeret',
  'pesach',
  'pesachSeventh',
  'independenceDay',
  'shavuot',
  'election',
] as const;
export type BankHoliday = (typeof BANK_HOLIDAYS)[number];

export type NonBusinessReason = 'friday' | 'saturday' | BankHoliday;

// hebcal's names of the Israeli yom tov days (flag CHAG with the Israel schedule) and of
// Independence Day as observed.
const HOLIDAY_BY_DESC: ReadonlyArray<readonly [RegExp, BankHoliday]> = [
  [/^Rosh Hashana( II| \d+)$/, 'roshHashana'],
  [/^Yom Kippur$/, 'yomKippur'],
  [/^Sukkot I$/, 'sukkot'],
  [/^Shmini Atzeret$/, 'shminiAtzeret'],
  [/^Pesach I$/, 'pesach'],
  [/^Pesach VII$/, 'pesachSeventh'],
  [/^Yom HaAtzma'ut$/, 'independenceDay'],
  [/^Shavuot$/, 'shavuot'],
];

const pad = (n: number) => String(n).padStart(2, '0');
const isoOfDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const dateOfIso = (iso: string) => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)), 12);

// One Hebrew year's closures, computed once per year asked.
const closuresOfYear = new Map<number, Map<string, BankHoliday>>();

function closuresOf(hebrewYear: number): Map<string, BankHoliday> {
  let days = closuresOfYear.get(hebrewYear);
  if (days) return days;
  days = new Map();
  for (const event of getHolidaysForYearArray(hebrewYear, true)) {
    const desc = event.getDesc();
    const holiday = HOLIDAY_BY_DESC.find(([pattern]) => pattern.test(desc))?.[1];
    if (holiday) days.set(isoOfDate(event.getDate().greg()), holiday);
  }
  closuresOfYear.set(hebrewYear, days);
  return days;
}

/** The holiday or election day that closes the banks on this day, or null. */
export function bankHolidayOn(iso: string, electionDays: readonly string[] = BANK_ELECTION_DAYS): BankHoliday | null {
  if (!isIsoDay(iso)) return null;
  if (electionDays.includes(iso)) return 'election';
  return closuresOf(new HDate(dateOfIso(iso)).getFullYear()).get(iso) ?? null;
}

/** Why the banks are closed on this day (weekend first), or null on a business day. */
export function nonBusinessReason(iso: string, electionDays: readonly string[] = BANK_ELECTION_DAYS): NonBusinessReason | null {
  const weekday = dateOfIso(iso).getDay();
  if (weekday === 5) return 'friday';
  if (weekday === 6) return 'saturday';
  return bankHolidayOn(iso, electionDays);
}

export function isBankBusinessDay(iso: string, electionDays: readonly string[] = BANK_ELECTION_DAYS): boolean {
  return isIsoDay(iso) && nonBusinessReason(iso, electionDays) === null;
}

/**
 * The day itself when the banks work, else the next day they do: a deposit "on the due date"
 * whose due date is a Saturday or a holiday goes in on the following business day.
 */
export function businessDayOnOrAfter(iso: string, electionDays: readonly string[] = BANK_ELECTION_DAYS): string {
  let day = iso;
  // The longest closure (Rosh Hashana on Thursday-Friday, then the Sabbath) is 4 days; 14 is a guard.
  for (let i = 0; i < 14 && !isBankBusinessDay(day, electionDays); i += 1) day = addDays(day, 1);
  return day;
}

/** The first business day strictly after this day. */
export function nextBusinessDay(iso: string, electionDays: readonly string[] = BANK_ELECTION_DAYS): string {
  return businessDayOnOrAfter(addDays(iso, 1), electionDays);
}

/**
 * When the money of a cheque deposited on this day is expected: cheques settle on the evening of
 * the deposit day when that is a business day (Bank of Israel, the clearing house), otherwise on
 * the next business day. A return, when there is one, usually comes a business day later.
 */
export function expectedSettlementDay(depositIso: string, electionDays: readonly string[] = BANK_ELECTION_DAYS): string {
  return businessDayOnOrAfter(depositIso, electionDays);
}

/**
 * The Hebrew date of a day, as written in Hebrew: 'ט״ו בכסלו תשפ״ז'; in English '15 Kislev 5787'.
 * '' when the text is no day.
 */
export function hebrewDateText(iso: string, language: string = 'he'): string {
  if (!isIsoDay(iso)) return '';
  const date = new HDate(dateOfIso(iso));
  if (language.startsWith('en')) return `${date.getDate()} ${date.getMonthName()} ${date.getFullYear()}`;
  const words = date.renderGematriya(true).split(' ');
  const [day, year] = [words[0], words[words.length - 1]];
  return `${day} ב${words.slice(1, -1).join(' ')} ${year}`;
}

/** What a screen that picks deposit dates needs, handed over by `loadBankCalendar`. */
export interface BankCalendar {
  isBankBusinessDay: (iso: string) => boolean;
  nonBusinessReason: (iso: string) => NonBusinessReason | null;
  businessDayOnOrAfter: (iso: string) => string;
  expectedSettlementDay: (iso: string) => string;
  hebrewDateText: (iso: string, language?: string) => string;
}

export const bankCalendar: BankCalendar = {
  isBankBusinessDay: (iso) => isBankBusinessDay(iso),
  nonBusinessReason: (iso) => nonBusinessReason(iso),
  businessDayOnOrAfter: (iso) => businessDayOnOrAfter(iso),
  expectedSettlementDay: (iso) => expectedSettlementDay(iso),
  hebrewDateText,
};
