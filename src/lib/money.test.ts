import fc from 'fast-check';
import {
  BANK_DEPOSIT_CAP_AGOROT,
  CORRECTION_APPROVAL_AGOROT,
  MAX_AMOUNT_AGOROT,
  PRIVATE_SAFE_CAP_AGOROT,
  agorotToShekels,
  exceedsDepositCap,
  exceedsMaxAmount,
  formatAmountPlain,
  formatCount,
  formatMoney,
  maxDepositAgorot,
  needsCorrectionApproval,
  parseAmount,
  shekelsToAgorot,
  sumAgorot,
  type SafeType,
} from './money';

describe('parseAmount', () => {
  it.each<[string | null | undefined, number | null]>([
    ['1,234.5', 123450],
    ['1234', 123400],
    ['0.29', 29],
    ['0.1', 10],
    ['1234.56', 123456],
    ['1,234,567.89', 123456789],
    ['0', 0],
    ['0.00', 0],
    ['007', 700],
    ['  12.30  ', 1230],
    ['10,000,000', 1_000_000_000], // the absolute maximum still parses; the limit is a separate rule
    ['10000000.01', 1_000_000_001],
    ['9999999999999', 999_999_999_999_900], // 13 integer digits
    ['99999999999999', null], // 14
    ['1.234', null], // more than 2 decimals
    ['1.', null],
    ['.5', null],
    ['1e3', null],
    ['1E3', null],
    ['0x10', null],
    ['0b1', null],
    ['Infinity', null],
    ['NaN', null],
    ['-5', null],
    ['+5', null],
    ['-0', null],
    ['1 234', null],
    ['1,23', null], // bad grouping
    ['12,34.5', null],
    ['1234,567', null],
    [',123', null],
    ['1,234,', null],
    ['1.234,56', null], // European notation
    ['12a', null],
    ['abc', null],
    ['₪100', null],
    ['١٢٣', null], // Arabic-Indic digits
    ['１２３', null], // full-width digits
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it('property: plain and grouped forms of the same agorot parse back to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (agorot) => {
        expect(parseAmount(agorotToShekels(agorot))).toBe(agorot);
        expect(parseAmount(formatAmountPlain(agorot))).toBe(agorot);
      }),
    );
  });

  it('property: the result is always a non-negative safe integer or null', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9.,]{0,20}$/)), (s) => {
        const v = parseAmount(s);
        if (v !== null) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
      }),
    );
  });
});

describe('agorotToShekels', () => {
  it.each<[number, string]>([
    [123450, '1234.50'],
    [29, '0.29'],
    [5, '0.05'],
    [0, '0.00'],
    [100, '1.00'],
    [1_000_000_000, '10000000.00'],
    [-5, '-0.05'],
    [-123450, '-1234.50'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%s -> %s', (agorot, expected) => {
    expect(agorotToShekels(agorot)).toBe(expected);
  });

  it.each([1.5, NaN, Infinity, 2 ** 53])('%s throws RangeError', (bad) => {
    expect(() => agorotToShekels(bad)).toThrow(RangeError);
  });
});

describe('shekelsToAgorot', () => {
  it.each<[number | string | null | undefined, number | null]>([
    [0.29, 29],
    [1234.5, 123450],
    [0.1 + 0.2, 30], // 0.30000000000000004
    [1.005, 101], // String(1.005) is '1.005': half rounds away from zero
    [19.99, 1999],
    [0.07, 7],
    [1e-7, 0],
    [0, 0],
    [-0, 0],
    [-12.5, -1250],
    [10_000_000, 1_000_000_000],
    [1e21, null],
    [NaN, null],
    [Infinity, null],
    ['1234.50', 123450],
    ['0.29', 29],
    [' 7 ', 700],
    ['.5', 50],
    ['5.', 500],
    ['12.345', 1235],
    ['12.344', 1234],
    ['-0.005', -1],
    ['-0.004', 0],
    ['+3', 300],
    ['1,234.50', null], // backend numbers have no grouping
    ['1e3', null],
    ['0x10', null],
    ['', null],
    ['abc', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (value, expected) => {
    expect(shekelsToAgorot(value)).toBe(expected);
  });

  it('property: agorot -> shekel number -> agorot is the identity', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (agorot) => {
        expect(shekelsToAgorot(Number(agorotToShekels(agorot)))).toBe(agorot);
        expect(shekelsToAgorot(agorotToShekels(agorot))).toBe(agorot);
      }),
    );
  });
});

describe('formatCount', () => {
  it.each<[number, string]>([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1_234_567, '1,234,567'],
    [-1000, '-1,000'],
    [1.5, ''],
    [NaN, ''],
  ])('%s -> %j', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });

  it.each(['he', 'en', 'ar-u-nu-latn'])('writes a count as Intl does in %s', (locale) => {
    for (const n of [0, 999, 1000, 12345, 1_234_567]) expect(formatCount(n)).toBe(new Intl.NumberFormat(locale).format(n));
  });
});

describe('formatAmountPlain', () => {
  it.each<[number, string]>([
    [123450, '1,234.50'],
    [0, '0.00'],
    [5, '0.05'],
    [99999, '999.99'],
    [100000, '1,000.00'],
    [1_000_000_000, '10,000,000.00'],
    [-123450, '-1,234.50'],
    [1.5, ''],
    [NaN, ''],
  ])('%s -> %j', (agorot, expected) => {
    expect(formatAmountPlain(agorot)).toBe(expected);
  });
});

describe('formatMoney', () => {
  // Hebrew and Arabic: RLM, figure, no-break space, sign. English: sign glued to the figure.
  it.each<[number, string, string]>([
    [1_408_057, 'he', '\u200F14,080.57\u00A0₪'],
    [1_408_057, 'en', '₪14,080.57'],
    [0, 'he', '\u200F0.00\u00A0₪'],
    [0, 'en', '₪0.00'],
    [5, 'he', '\u200F0.05\u00A0₪'],
    [29, 'en', '₪0.29'],
    [-5, 'en', '-₪0.05'],
    [-123_450, 'he', '\u200F\u200E-1,234.50\u00A0₪'],
    [1_000_000_000, 'he', '\u200F10,000,000.00\u00A0₪'],
    [Number.MAX_SAFE_INTEGER, 'en', '₪90,071,992,547,409.91'], // exact: no float rounding
    [123_450, 'en-IL', '₪1,234.50'],
    // Arabic as Hebrew: Western digits, the sign after the figure.
    [125_000, 'ar', '\u200F1,250.00\u00A0₪'],
    [-123_450, 'ar', '\u200F\u200E-1,234.50\u00A0₪'],
  ])('%s in %s -> %j', (agorot, language, expected) => {
    expect(formatMoney(agorot, language)).toBe(expected);
  });

  it('is Hebrew unless the language is English', () => {
    expect(formatMoney(100)).toBe('\u200F1.00\u00A0₪');
  });

  it.each([1.5, NaN, Infinity])('%s -> empty string', (bad) => {
    expect(formatMoney(bad, 'en')).toBe('');
  });
});

describe('sumAgorot', () => {
  it.each<[Array<number | string | null | undefined>, number]>([
    [[], 0],
    [[0.1, 0.2], 30],
    [['14080.57', 1], 1_408_157],
    [[null, undefined, 'abc', 5], 500],
    [[-10, 10], 0],
  ])('%j -> %s agorot', (values, expected) => {
    expect(sumAgorot(values)).toBe(expected);
  });
});

describe('limits in agorot', () => {
  it('constants', () => {
    expect(MAX_AMOUNT_AGOROT).toBe(1_000_000_000);
    expect(CORRECTION_APPROVAL_AGOROT).toBe(5_000_000);
    expect(BANK_DEPOSIT_CAP_AGOROT).toBe(5_000_000);
    expect(PRIVATE_SAFE_CAP_AGOROT).toBe(50_000_000);
  });

  it.each<[number, boolean]>([
    [4_999_999, false], // 49,999.99
    [5_000_000, true], // 50,000.00
    [5_000_001, true],
    [0, false],
  ])('needsCorrectionApproval(%s) -> %s', (agorot, expected) => {
    expect(needsCorrectionApproval(agorot)).toBe(expected);
  });

  it.each<[number, boolean]>([
    [999_999_999, false],
    [1_000_000_000, false], // exactly 10,000,000 is allowed
    [1_000_000_001, true],
    [0, false],
  ])('exceedsMaxAmount(%s) -> %s', (agorot, expected) => {
    expect(exceedsMaxAmount(agorot)).toBe(expected);
  });

  it.each<[number, SafeType, boolean]>([
    [4_999_900, 'bank', false], // 49,999 shekels, the figure in the message
    [4_999_999, 'bank', false], // 49,999.99
    [5_000_000, 'bank', true], // 50,000 refused
    [5_000_001, 'bank', true],
    [49_999_999, 'private', false],
    [50_000_000, 'private', false], // 500,000 allowed
    [50_000_001, 'private', true],
    [0, 'bank', false],
    [0, 'private', false],
  ])('exceedsDepositCap(%s, %s) -> %s', (agorot, safe, expected) => {
    expect(exceedsDepositCap(agorot, safe)).toBe(expected);
  });

  it('maxDepositAgorot: the largest amount accepted, 49,999.99 through the bank, 500,000.00 private', () => {
    expect(maxDepositAgorot('bank')).toBe(4_999_999);
    expect(maxDepositAgorot('private')).toBe(50_000_000);
  });
});
