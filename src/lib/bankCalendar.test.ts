import { describe, expect, it } from 'vitest';
import { bankHolidayOn, businessDayOnOrAfter, expectedSettlementDay, hebrewDateText, isBankBusinessDay, nextBusinessDay, nonBusinessReason, type BankHoliday } from './bankCalendar';
import { BANK_ELECTION_DAYS } from './bankClosures';

describe('bank holidays of 5786 and 5787 (Israel schedule, as observed)', () => {
  it.each<[string, BankHoliday, string]>([
    // 5786
    ['2025-09-23', 'roshHashana', 'Tuesday'],
    ['2025-09-24', 'roshHashana', 'Wednesday'],
    ['2025-10-02', 'yomKippur', 'Thursday'],
    ['2025-10-07', 'sukkot', 'Tuesday'],
    ['2025-10-14', 'shminiAtzeret', 'Tuesday'],
    ['2026-04-02', 'pesach', 'Thursday'],
    ['2026-04-08', 'pesachSeventh', 'Wednesday'],
    ['2026-04-22', 'independenceDay', 'Wednesday'],
    ['2026-05-22', 'shavuot', 'Friday'],
    // 5787
    ['2026-09-12', 'roshHashana', 'Saturday'],
    ['2026-09-13', 'roshHashana', 'Sunday'],
    ['2026-09-21', 'yomKippur', 'Monday'],
    ['2026-09-26', 'sukkot', 'Saturday'],
    ['2026-10-03', 'shminiAtzeret', 'Saturday'],
    ['2027-04-22', 'pesach', 'Thursday'],
    ['2027-04-28', 'pesachSeventh', 'Wednesday'],
    ['2027-05-12', 'independenceDay', 'Wednesday'],
    ['2027-06-11', 'shavuot', 'Friday'],
  ])('%s is %s (a %s): no business day', (iso, holiday) => {
    expect(bankHolidayOn(iso)).toBe(holiday);
    expect(isBankBusinessDay(iso)).toBe(false);
  });

  it('moves Independence Day as the law does: 5 Iyar 5785 was a Saturday, observed Thursday 1 May 2025', () => {
    expect(bankHolidayOn('2025-05-01')).toBe('independenceDay');
    expect(bankHolidayOn('2025-05-02')).toBeNull();
    // 5784: 5 Iyar on a Monday moves to Tuesday.
    expect(bankHolidayOn('2024-05-14')).toBe('independenceDay');
    expect(isBankBusinessDay('2024-05-13')).toBe(true);
  });

  it.each([
    ['2025-10-01', 'the eve of Yom Kippur'],
    ['2025-10-08', 'the intermediate days of Sukkot'],
    ['2026-04-01', 'the eve of Pesach'],
    ['2026-04-21', 'Memorial Day'],
    ['2026-09-20', 'the eve of Yom Kippur 5787'],
    ['2027-04-27', 'the intermediate days of Pesach'],
  ])('%s (%s) is a business day', (iso) => {
    expect(isBankBusinessDay(iso)).toBe(true);
  });
});

describe('weekends, elections and the next business day', () => {
  it.each([
    ['2026-11-29', 'Sunday', true],
    ['2026-12-03', 'Thursday', true],
    ['2026-11-27', 'Friday', false],
    ['2026-11-28', 'Saturday', false],
    ['2028-02-29', 'Tuesday, 29 February', true],
  ])('%s (%s): business day %s', (iso, _name, business) => {
    expect(isBankBusinessDay(iso)).toBe(business);
  });

  it('names why a day is closed, the weekend first', () => {
    expect(nonBusinessReason('2026-11-27')).toBe('friday');
    expect(nonBusinessReason('2026-11-28')).toBe('saturday');
    expect(nonBusinessReason('2026-09-12')).toBe('saturday');
    expect(nonBusinessReason('2026-09-13')).toBe('roshHashana');
    expect(nonBusinessReason('2026-11-29')).toBeNull();
  });

  it('closes the banks on the election days of the configurable list', () => {
    expect(BANK_ELECTION_DAYS).toContain('2022-11-01');
    expect(bankHolidayOn('2022-11-01')).toBe('election');
    expect(isBankBusinessDay('2022-11-01')).toBe(false);
    expect(isBankBusinessDay('2026-12-01')).toBe(true);
    expect(isBankBusinessDay('2026-12-01', ['2026-12-01'])).toBe(false);
  });

  it.each([
    ['2026-11-28', '2026-11-29', 'Saturday -> Sunday'],
    ['2026-11-27', '2026-11-29', 'Friday -> Sunday'],
    ['2026-11-29', '2026-11-29', 'a business day stays'],
    ['2026-09-11', '2026-09-14', 'Friday before Rosh Hashana (Saturday and Sunday) -> Monday'],
    ['2025-10-02', '2025-10-05', 'Yom Kippur on Thursday -> Sunday'],
    ['2027-04-22', '2027-04-25', 'Pesach on Thursday -> Sunday'],
    ['2026-05-22', '2026-05-24', 'Shavuot on Friday -> Sunday'],
    ['2028-02-26', '2028-02-27', 'Saturday before 29 February -> Sunday'],
    ['2028-02-29', '2028-02-29', '29 February 2028 is a Tuesday'],
  ])('business day on or after %s is %s (%s)', (iso, expected) => {
    expect(businessDayOnOrAfter(iso)).toBe(expected);
  });

  it('the next business day is strictly after; the money settles on the deposit day when it is one', () => {
    expect(nextBusinessDay('2026-11-26')).toBe('2026-11-29');
    expect(nextBusinessDay('2026-11-29')).toBe('2026-11-30');
    expect(expectedSettlementDay('2026-11-29')).toBe('2026-11-29');
    expect(expectedSettlementDay('2026-11-28')).toBe('2026-11-29');
  });
});

describe('hebrewDateText', () => {
  it.each([
    ['2026-11-25', 'he', 'ט״ו בכסלו תשפ״ז'],
    ['2027-03-08', 'he', 'כ״ט באדר א׳ תשפ״ז'],
    ['2028-02-29', 'he', 'ב׳ באדר תשפ״ח'],
    ['2026-11-25', 'en', '15 Kislev 5787'],
    ['2026-02-31', 'he', ''],
    ['', 'he', ''],
  ])('%s in %s -> %s', (iso, language, text) => {
    expect(hebrewDateText(iso, language)).toBe(text);
  });
});
