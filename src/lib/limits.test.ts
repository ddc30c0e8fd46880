import fc from 'fast-check';
import {
  ALLOWED_IMAGE_TYPES,
  COMMENT_MAX,
  DAYS_TO_DELETE_MAX,
  DAYS_TO_DELETE_MIN,
  FIELD_MAX_CHARS,
  FIELD_MAX_DIGITS,
  MAX_SIGNATURES,
  STAMP_LINE_MAX,
  STAMP_MAX_LINES,
  TERMINAL_ADDRESS_MAX,
  UPLOAD_MAX_BYTES,
  canAddSignature,
  isAllowedImageType,
  isValidComment,
  isValidDaysToDelete,
  isValidOtp,
  isValidStamp,
  isWithinMaxChars,
  isWithinMaxDigits,
  isWithinUploadLimit,
} from './limits';
import { PERSIST_TIMEOUT_MS, SCREEN_CHUNK_TIMEOUT_MS } from './timeouts';

it('constants match §5 and §9', () => {
  expect({
    MAX_SIGNATURES,
    STAMP_MAX_LINES,
    STAMP_LINE_MAX,
    COMMENT_MAX,
    FIELD_MAX_CHARS,
    FIELD_MAX_DIGITS,
    DAYS_TO_DELETE_MIN,
    DAYS_TO_DELETE_MAX,
    UPLOAD_MAX_BYTES,
    TERMINAL_ADDRESS_MAX,
    SCREEN_CHUNK_TIMEOUT_MS,
    PERSIST_TIMEOUT_MS,
  }).toEqual({
    MAX_SIGNATURES: 5,
    STAMP_MAX_LINES: 5,
    STAMP_LINE_MAX: 40,
    COMMENT_MAX: 100,
    FIELD_MAX_CHARS: 20,
    FIELD_MAX_DIGITS: 10,
    DAYS_TO_DELETE_MIN: 5,
    DAYS_TO_DELETE_MAX: 183,
    UPLOAD_MAX_BYTES: 2_097_152,
    TERMINAL_ADDRESS_MAX: 255,
    SCREEN_CHUNK_TIMEOUT_MS: 120_000,
    PERSIST_TIMEOUT_MS: 5000,
  });
  expect(ALLOWED_IMAGE_TYPES).toEqual(['image/jpeg', 'image/png', 'image/gif']);
});

const line40 = 'a'.repeat(40);
describe('isValidStamp', () => {
  it.each<[string[] | null | undefined, boolean]>([
    [['Company Ltd'], true],
    [[line40], true], // 40
    [[line40 + 'a'], false], // 41
    [['א'.repeat(40)], true],
    [['😀'.repeat(40)], true], // 40 code points, 80 UTF-16 units
    [['😀'.repeat(41)], false],
    [['1', '2', '3', '4', '5'], true], // 5 lines
    [['1', '2', '3', '4', '5', '6'], false], // 6 lines
    [['', 'x', ''], true], // blank lines allowed if one has text
    [[], false],
    [[''], false],
    [['   ', ''], false],
    [null, false],
    [undefined, false],
    [[null as unknown as string], false],
  ])('%j -> %s', (lines, expected) => {
    expect(isValidStamp(lines)).toBe(expected);
  });
});

describe('isValidComment', () => {
  it.each<[unknown, boolean]>([
    ['a'.repeat(99), true],
    ['a'.repeat(100), true], // 100
    ['a'.repeat(101), false], // 101
    ['ש'.repeat(100), true],
    ['😀'.repeat(100), true],
    ['😀'.repeat(101), false],
    ['', true], // absent: "comment missing" is a separate required rule
    [null, true],
    [undefined, true],
    ['   ', true],
    [42, false],
  ])('%j -> %s', (s, expected) => {
    expect(isValidComment(s)).toBe(expected);
  });
});

describe('isValidDaysToDelete', () => {
  it.each<[unknown, boolean]>([
    [4, false],
    [5, true],
    [6, true],
    [182, true],
    [183, true],
    [184, false],
    [0, false],
    [-5, false],
    [5.5, false],
    [NaN, false],
    [Infinity, false],
    ['5', true],
    [' 183 ', true],
    ['184', false],
    ['4', false],
    ['5.0', false],
    ['1e2', false],
    ['', false],
    ['٥', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (n, expected) => {
    expect(isValidDaysToDelete(n)).toBe(expected);
  });

  it('property: integers are valid exactly inside 5..183', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        expect(isValidDaysToDelete(n)).toBe(n >= 5 && n <= 183);
      }),
    );
  });
});

describe('isAllowedImageType', () => {
  it.each<[unknown, boolean]>([
    ['image/jpeg', true],
    ['image/png', true],
    ['image/gif', true],
    ['IMAGE/PNG', true],
    ['image/jpeg; charset=binary', true],
    ['image/jpg', false], // not a registered type
    ['image/webp', false],
    ['image/svg+xml', false],
    ['image/heic', false],
    ['application/pdf', false],
    ['image/pngx', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (mime, expected) => {
    expect(isAllowedImageType(mime)).toBe(expected);
  });
});

describe('isWithinUploadLimit', () => {
  it.each<[unknown, boolean]>([
    [0, true],
    [1, true],
    [2 * 1024 * 1024 - 1, true],
    [2 * 1024 * 1024, true], // exactly 2MB
    [2 * 1024 * 1024 + 1, false],
    [2_000_000, true], // "2MB" means MiB here
    [-1, false],
    [NaN, false],
    [Infinity, false],
    ['100', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (bytes, expected) => {
    expect(isWithinUploadLimit(bytes)).toBe(expected);
  });
});

describe('isWithinMaxChars', () => {
  it.each<[unknown, number | undefined, boolean]>([
    ['a'.repeat(19), undefined, true],
    ['a'.repeat(20), undefined, true], // 20
    ['a'.repeat(21), undefined, false], // 21
    ['ש'.repeat(20), undefined, true],
    ['😀'.repeat(20), undefined, true],
    ['😀'.repeat(21), undefined, false],
    ['abc', 3, true],
    ['abcd', 3, false],
    [' '.repeat(21), undefined, false], // spaces are characters
    ['', undefined, true],
    [null, undefined, true],
    [undefined, undefined, true],
    [12345, undefined, false],
  ])('%j (max %s) -> %s', (s, max, expected) => {
    expect(isWithinMaxChars(s, max)).toBe(expected);
  });
});

describe('isWithinMaxDigits', () => {
  it.each<[unknown, number | undefined, boolean]>([
    ['123456789', undefined, true],
    ['1234567890', undefined, true], // 10
    ['12345678901', undefined, false], // 11
    ['0000000000', undefined, true],
    ['12345', 5, true],
    ['123456', 5, false],
    ['12 34', undefined, false],
    ['12-34', undefined, false],
    [' 1234', undefined, false],
    ['-123', undefined, false],
    ['12.5', undefined, false],
    ['١٢٣', undefined, false],
    ['abc', undefined, false],
    [1234567890, undefined, true],
    [12345678901, undefined, false],
    [-1, undefined, false],
    [1.5, undefined, false],
    ['', undefined, true],
    [null, undefined, true],
    [undefined, undefined, true],
  ])('%j (max %s) -> %s', (s, max, expected) => {
    expect(isWithinMaxDigits(s, max)).toBe(expected);
  });

  it('property: digit strings pass exactly when at most 10 long', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,15}$/), (s) => {
        expect(isWithinMaxDigits(s)).toBe(s.length <= 10);
      }),
    );
  });
});

describe('canAddSignature', () => {
  it.each<[number, boolean]>([
    [0, true],
    [4, true],
    [5, false], // at most 5: the sixth cannot be added
    [6, false],
    [-1, false],
    [1.5, false],
    [NaN, false],
  ])('%s -> %s', (count, expected) => {
    expect(canAddSignature(count)).toBe(expected);
  });
});

describe('isValidOtp', () => {
  it.each<[unknown, boolean]>([
    ['123', false], // 3: too short
    ['1234', true], // 4
    ['12345678', true], // 8
    ['123456789', false], // 9
    ['000000', true],
    [' 123456 ', true],
    ['12 34', false],
    ['12a4', false],
    ['١٢٣٤', false],
    ['', false],
    [null, false],
    [undefined, false],
    [123456, false],
  ])('%j -> %s', (code, expected) => {
    expect(isValidOtp(code)).toBe(expected);
  });
});
