// Section 5's validations as the mock reads them, one table per rule.
import { emailList, isValidEmail, isValidEmailList } from './email';
import { isValidNationalId } from './nationalId';
import { isValidPassword } from './password';
import { isValidPhone, phoneKey } from './phone';
import { isValidWorkspaceIdentifier } from './workspaceIdentifier';
import { hasForbiddenChars, isValidShortName } from './text';
import { micrProblem } from './micr';
import { isValidTerminalAddress, isValidTerminalLink } from './terminal';
import { isHexColour } from './colour';

describe('password (section 5)', () => {
  it.each<[unknown, boolean]>([
    ['Abcdef1!', true],
    ['Abcde1!', false], // 7 characters
    ['abcdef1!', false], // no capital
    ['Abcdefg!', false], // no digit
    ['Abcdefg1', false], // no special character
    ['Abcdefg1 ', false], // a space is not a special character
    ['שלוםAb1!', true],
    ['ÀBCDEF1!', true],
    ['', false],
    [undefined, false],
  ])('%s', (value, ok) => expect(isValidPassword(value)).toBe(ok));
});

describe('e-mail (section 5)', () => {
  it.each<[unknown, boolean]>([
    ['dana@example.co.il', true],
    ['dana.levi+x@example.com', true],
    ['דנה@דוגמה.ישראל', true],
    ['dana@example', false],
    ['dana@@example.com', false],
    ['da na@example.com', false],
    ['@example.com', false],
    ['dana@example.c', false],
    ['dana@example.xn--4dbrk0ce', true],
    [`dana@${'a'.repeat(250)}.com`, false],
    ['dana@-example.com', false],
    [42, false],
  ])('%s', (value, ok) => expect(isValidEmail(value)).toBe(ok));

  it('refuses a list with one invalid entry; blank entries are no entries', () => {
    expect(isValidEmailList(emailList('a@x.co.il, b@y.com,'))).toBe(true);
    expect(isValidEmailList(emailList('a@x.co.il, nope'))).toBe(false);
    expect(isValidEmailList(emailList(' , '))).toBe(false);
  });
});

describe('phone (section 5)', () => {
  it.each<[string, boolean]>([
    ['0501234567', true],
    ['050-123-4567', true],
    ['050.123.4567', true],
    ['050 123 4567', true],
    ['050-1234567', true],
    ['(050) 123-4567', true],
    ['(050)1234567', true],
    ['+9720501234567', true],
    ['+972050-123-4567', true],
    ['+12345 0501234567', false], // prefix of 5 digits
    ['+972 0501234567', false], // nothing stands between the prefix and the number
    ['050123456', false],
    ['05012345678', false],
    ['050--123-4567', false],
    ['(050 123-4567', false],
    ['05O1234567', false],
  ])('%s', (value, ok) => expect(isValidPhone(value)).toBe(ok));

  it('compares phones by their digits and plus', () => {
    expect([phoneKey('050-123-4567'), phoneKey(' +972 (50) 1 '), phoneKey(undefined)]).toEqual(['0501234567', '+972501', '']);
  });
});

describe('national id (section 5)', () => {
  it.each<[unknown, boolean]>([
    ['000000018', true],
    ['18', true], // padded to 000000018
    ['123456782', true],
    ['123456789', false],
    ['12-345-678-2', true], // non-digits stripped
    ['1234567820', false], // 10 digits
    ['000000000', true], // literally valid
    ['', false],
    ['abc', false],
    [123456782, false], // must be a string
  ])('%s', (value, ok) => expect(isValidNationalId(value)).toBe(ok));
});

describe('workspace identifier (section 5)', () => {
  it.each<[unknown, boolean]>([
    ['abc', true],
    ['ab', false],
    ['a'.repeat(20), true],
    ['a'.repeat(21), false],
    ['Gilboa-Trade-2', true],
    ['gilboa_trade', false],
    ['גלבוע', false],
    ['with space', false],
  ])('%s', (value, ok) => expect(isValidWorkspaceIdentifier(value)).toBe(ok));
});

describe('terminal link and address (section 5)', () => {
  it.each<[unknown, boolean]>([
    ['abc', true],
    ['ab', false],
    ['shuk1', true],
    ['a'.repeat(20), true],
    ['a'.repeat(21), false],
    ['Shuk1', false],
    ['shuk-1', false],
    ['shuk 1', false],
  ])('link %s', (value, ok) => expect(isValidTerminalLink(value)).toBe(ok));

  it.each<[unknown, boolean]>([
    ['', true],
    ['https://example.com/done', true],
    ['http://shop.example.co.il/a?b=c', true],
    [`https://example.com/${'a'.repeat(255 - 20)}`, true],
    [`https://example.com/${'a'.repeat(256 - 20)}`, false],
    ['javascript:alert(1)', false],
    ['example.com', false],
    ['https://exa mple.com', false],
  ])('address %s', (value, ok) => expect(isValidTerminalAddress(value)).toBe(ok));
});

describe('text, names and colours (sections 3, 5)', () => {
  it.each<[unknown, boolean]>([
    ['a < b', true],
    ['a > b', true],
    ['a & b', true],
    ['שלום', false],
    ['＜', false],
    [null, false],
  ])('forbidden characters in %s', (value, forbidden) => expect(hasForbiddenChars(value)).toBe(forbidden));

  it.each<[unknown, boolean]>([
    ['Printer 1', true],
    ['x'.repeat(20), true],
    ['x'.repeat(21), false],
    ['  ', false],
    ['a&b', false],
  ])('a short name %s', (value, ok) => expect(isValidShortName(value)).toBe(ok));

  it.each<[string, boolean, boolean]>([
    ['#fff', true, true],
    ['#A1b2C3', true, true],
    ['a1b2c3', true, false],
    ['#abcd', false, false],
    ['red', false, false],
  ])('colour %s', (value, tag, terminal) => expect([isHexColour(value), isHexColour(value, true)]).toEqual([tag, terminal]));
});

describe('MICR (section 5)', () => {
  it.each<[unknown, string | null]>([
    ['000123410800123456', null],
    ['', 'missing'],
    [undefined, 'missing'],
    ['0001234 10800', 'notDigits'],
    ['12a4', 'notDigits'],
    ['0000000', 'allZeros'],
  ])('%s', (value, problem) => expect(micrProblem(value)).toBe(problem));
});
