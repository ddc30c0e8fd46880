import fc from 'fast-check';
import { isValidPhone, normalizePhone, payeePhoneNeedsCode } from './phone';

describe('isValidPhone', () => {
  it.each<[unknown, boolean]>([
    // 10 plain digits (the §5 example form: starts with 05)
    ['0501234567', true],
    ['050123456', false], // 9 digits
    ['05012345678', false], // 11 digits, no prefix to absorb one
    // 3-3-4 grouping, each separator optional
    ['050-123-4567', true],
    ['050.123.4567', true],
    ['050 123 4567', true],
    ['050-1234567', true],
    ['050123-4567', true],
    ['050-123.4567', true], // separators may differ
    ['050--123-4567', false],
    ['050_123_4567', false],
    ['050/123/4567', false],
    ['05-0123-4567', false], // wrong grouping
    ['0501-23-4567', false],
    // parentheses around the first three digits
    ['(050) 123-4567', true],
    ['(050)123-4567', true],
    ['(050)1234567', true],
    ['(050).123.4567', true],
    ['(050 123-4567', false],
    ['050) 123-4567', false],
    ['(05) 0123-4567', false],
    // prefix: + and 1 to 4 digits, straight into the number (separators live inside the grouping)
    ['+9720501234567', true],
    ['+972050-123-4567', true],
    ['+1(050) 123-4567', true],
    ['+1234050 123 4567', true], // 4 prefix digits
    ['+972 0501234567', false], // no space after the prefix
    ['+972-050-123-4567', false], // no dash after the prefix
    ['+1 (050) 123-4567', false],
    ['+12345050 123 4567', false], // 5 prefix digits read as 15 digits
    ['+ 0501234567', false], // + needs at least one digit
    ['972 0501234567', false], // prefix needs +
    ['+972.0501234567', false], // dot is not a prefix separator
    ['++972 0501234567', false],
    // whitespace, unicode, empties
    ['  0501234567  ', true],
    ['050 123  4567', false],
    ['٠٥٠١٢٣٤٥٦٧', false], // Arabic-Indic digits
    ['０５０１２３４５６７', false], // full-width digits
    ['050123456a', false],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    [501234567, false],
  ])('%j -> %s', (s, expected) => {
    expect(isValidPhone(s)).toBe(expected);
  });

  it('property: every 10-digit string is valid with any allowed separators and prefix', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{10}$/),
        fc.constantFrom('', '-', '.', ' '),
        fc.constantFrom('', '-', '.', ' '),
        fc.constantFrom('', '+972', '+1', '+44', '+1234'),
        (d, s1, s2, prefix) => {
          expect(isValidPhone(`${prefix}${d.slice(0, 3)}${s1}${d.slice(3, 6)}${s2}${d.slice(6)}`)).toBe(true);
          expect(isValidPhone(`${prefix}(${d.slice(0, 3)})${s1}${d.slice(3, 6)}${s2}${d.slice(6)}`)).toBe(true);
        },
      ),
    );
  });

  it('property: a valid phone always normalizes to 10 digits plus an optional +prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\+[0-9]{1,4})?\(?[0-9]{3}\)?[-. ]?[0-9]{3}[-. ]?[0-9]{4}$/), (p) => {
        if (isValidPhone(p)) expect(normalizePhone(p)).toMatch(/^(\+[0-9]{1,4})?[0-9]{10}$/);
      }),
    );
  });
});

describe('normalizePhone', () => {
  it.each<[string | null | undefined, string]>([
    ['050-123-4567', '0501234567'],
    ['(050) 123.4567', '0501234567'],
    ['+972 50-123-4567', '+972501234567'],
    ['  +972-050 123 4567 ', '+9720501234567'],
    ['050+123', '050123'], // only a LEADING + is kept
    ['abc', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['٠٥٠', ''], // non-ASCII digits are not digits here
  ])('%j -> %j', (s, expected) => {
    expect(normalizePhone(s)).toBe(expected);
  });
});

describe('payeePhoneNeedsCode', () => {
  it.each<[string, string | null | undefined, string | null | undefined, string[], boolean]>([
    ['empty phone', '', '', [], false],
    ['only spaces', '   ', '', [], false],
    ['new phone, not verified', '0521234567', '', [], true],
    ['new phone, verified', '052-123-4567', '', ['0521234567'], false],
    ['another phone verified', '0521234567', '', ['0529999999'], true],
    ['unchanged phone', '052 123 4567', '0521234567', [], false],
    ['changed from an earlier phone', '0521234568', '0521234567', [], true],
    ['null initial', '0521234567', null, [], true],
    ['international form verified', '+972 52 123 4567', undefined, ['+972521234567'], false],
    ['invalid phone: validation speaks first', '12345', '', [], false],
  ])('%s', (_label, value, initial, verified, expected) => {
    expect(payeePhoneNeedsCode(value, initial, verified)).toBe(expected);
  });
});
