import {
  BANK_RUN_CAP_AGOROT,
  depositAllowed,
  fitsChars,
  fitsDigits,
  fitsSignatures,
  isValidComment,
  isValidDaysToDelete,
  isValidStampLines,
  isWithinChequeMaximum,
  needsCorrectionApproval,
  uploadProblem,
} from './limits';

const shekels = (n: number, agorot = 0) => n * 100 + agorot;

describe('section 9 amounts, in agorot', () => {
  it.each<[string, number, boolean]>([
    ['10,000,000 exactly', shekels(10_000_000), true],
    ['one agora more', shekels(10_000_000, 1), false],
  ])('the cheque maximum: %s', (_label, agorot, ok) => expect(isWithinChequeMaximum(agorot)).toBe(ok));

  it.each<[number, boolean]>([
    [shekels(49_999, 99), false],
    [shekels(50_000), true],
    [shekels(50_000, 1), true],
  ])('correction approval from 50,000: %i agorot', (agorot, needed) => expect(needsCorrectionApproval(agorot)).toBe(needed));

  it.each<[string, number, 'bank' | 'private', boolean]>([
    ['49,999.99 through the bank-run option', shekels(49_999, 99), 'bank', true],
    ['50,000 through the bank-run option (exclusive cap)', BANK_RUN_CAP_AGOROT, 'bank', false],
    ['500,000 through the private safe', shekels(500_000), 'private', true],
    ['500,000.01 through the private safe', shekels(500_000, 1), 'private', false],
    ['50,000 through the private safe', shekels(50_000), 'private', true],
  ])('a deposit of %s', (_label, agorot, safe, ok) => expect(depositAllowed(agorot, safe)).toBe(ok));
});

describe('section 5 limits', () => {
  it.each<[unknown, boolean]>([
    ['א'.repeat(20), true],
    ['א'.repeat(21), false],
    ['😀'.repeat(20), true],
    ['', true],
    [undefined, true],
    [12, false],
  ])('20 characters: %s', (value, ok) => expect(fitsChars(value)).toBe(ok));

  it.each<[unknown, boolean]>([
    ['1234567890', true],
    ['12345678901', false],
    [1234567890, true],
    ['12a', false],
    ['', true],
  ])('10 digits: %s', (value, ok) => expect(fitsDigits(value)).toBe(ok));

  it.each<[string, boolean]>([
    ['x'.repeat(100), true],
    ['x'.repeat(101), false],
    ['   ', false],
  ])('a comment of up to 100 characters (%#)', (text, ok) => expect(isValidComment(text)).toBe(ok));

  it.each<[string[], boolean]>([
    [['x'.repeat(40)], true],
    [['x'.repeat(41)], false],
    [['a', 'b', 'c', 'd', 'e'], true],
    [['a', 'b', 'c', 'd', 'e', 'f'], false],
    [[], false],
  ])('a stamp of 5 lines of 40 characters (%#)', (lines, ok) => expect(isValidStampLines(lines)).toBe(ok));

  it('at most 5 signatures', () => {
    expect([fitsSignatures(5), fitsSignatures(6)]).toEqual([true, false]);
  });

  it.each<[unknown, boolean]>([
    [4, false],
    [5, true],
    [183, true],
    [184, false],
    ['30', true],
    [30.5, false],
    [null, false],
  ])('days to delete a cheque: %s', (days, ok) => expect(isValidDaysToDelete(days)).toBe(ok));

  it.each<[string, number, string | null]>([
    ['image/jpeg', 2 * 1024 * 1024, null],
    ['image/png', 2 * 1024 * 1024 + 1, 'size'],
    ['IMAGE/GIF; charset=binary', 10, null],
    ['image/webp', 10, 'type'],
    ['application/pdf', 10, 'type'],
  ])('an upload of %s, %i bytes', (type, bytes, problem) => expect(uploadProblem(type, bytes)).toBe(problem));
});
