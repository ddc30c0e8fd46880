import { accountNumberText, accountOptionParams, BANK_NAMES, bankName, normaliseBankCode } from './banks';

describe('normaliseBankCode', () => {
  it.each<[string | number | null | undefined, string | null]>([
    ['10', '10'],
    ['4', '04'],
    [4, '04'],
    ['004', '04'],
    [' 12 ', '12'],
    ['0', '00'],
    ['100', null],
    ['1000', null],
    ['', null],
    ['1a', null],
    ['-4', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (code, expected) => {
    expect(normaliseBankCode(code)).toBe(expected);
  });
});

describe('bankName', () => {
  it.each<[string | number, string, string]>([
    ['10', 'he', 'בנק לאומי'],
    ['10', 'en', 'Bank Leumi'],
    ['12', 'en', 'Bank Hapoalim'],
    ['4', 'en', 'Bank Yahav'],
    [20, 'he', 'בנק מזרחי טפחות'],
    ['31', 'en-IL', 'First International Bank'],
    ['54', 'he-IL', 'בנק ירושלים'],
    ['10', 'ar', 'بنك لئومي'],
    ['34', 'ar-IL', 'البنك العربي الإسرائيلي'],
    ['23', 'ar', 'HSBC'],
    ['10', 'ru', 'בנק לאומי'],
  ])('%j in %s -> %s', (code, language, expected) => {
    expect(bankName(code, language)).toBe(expected);
  });

  it('is Hebrew by default', () => {
    expect(bankName('11')).toBe('בנק דיסקונט');
  });

  it("falls back to the backend's name for a code it does not know", () => {
    expect(bankName('99', 'en', 'בנק לא נתמך')).toBe('בנק לא נתמך');
    expect(bankName('99', 'en', '  ')).toBeNull();
    expect(bankName('99', 'en')).toBeNull();
    expect(bankName('99', 'en', { name: 'בנק' })).toBeNull();
  });

  it('prefers its own name in the page language over the backend name', () => {
    expect(bankName('10', 'en', 'בנק לאומי')).toBe('Bank Leumi');
  });

  it('has a Hebrew, an English and an Arabic name for every code', () => {
    for (const [code, names] of Object.entries(BANK_NAMES)) {
      expect(code).toMatch(/^\d{2}$/);
      expect(names.he.trim()).not.toBe('');
      expect(names.en).toMatch(/^[A-Za-z]/);
      // Arabic letters, but for a name written in Latin letters in every language (HSBC).
      expect(names.ar === names.en || /[\u0600-\u06FF]/.test(names.ar), code).toBe(true);
    }
  });
});

describe('accountNumberText', () => {
  it.each([
    [{ bank: '12', branch: '600', accountNumber: '123456' }, '12-600-123456'],
    [{ bank: 12, branch: 600, accountNumber: 123456 }, '12-600-123456'],
    [{ bank: '12', accountNumber: '123456' }, '12-123456'],
    [{}, ''],
    [{ bank: { code: '12' }, branch: null, accountNumber: ['1'] }, ''],
  ])('%j -> %j', (account, expected) => {
    expect(accountNumberText(account)).toBe(expected);
  });
});

describe('accountOptionParams', () => {
  it('names the account, else by its number; a missing part is empty', () => {
    expect(accountOptionParams({ accountName: 'ראשי', bank: '12', branch: '600', accountNumber: '1' })).toEqual({ name: 'ראשי', bank: '12', branch: '600', number: '1' });
    expect(accountOptionParams({ accountName: '  ', bank: '12', accountNumber: '1' })).toEqual({ name: '1', bank: '12', branch: '', number: '1' });
    expect(accountOptionParams({ accountName: { value: 'ראשי' } })).toEqual({ name: '', bank: '', branch: '', number: '' });
  });
});
