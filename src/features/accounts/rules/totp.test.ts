import { base32 } from './authenticatorSecret';
import { base32Decode, isAuthenticatorCode, totpCode, totpMatches, totpStep } from './totp';

// RFC 6238 appendix B, SHA-1, secret "12345678901234567890" (the last six of its eight digits).
const RFC_SECRET = base32(new TextEncoder().encode('12345678901234567890'));

describe('isAuthenticatorCode', () => {
  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['', false],
    [123456, false],
    [null, false],
  ])('%j -> %s', (code, expected) => {
    expect(isAuthenticatorCode(code)).toBe(expected);
  });
});

describe('base32Decode', () => {
  it.each([
    ['', ''],
    ['MY', 'f'],
    ['MZXQ', 'fo'],
    ['MZXW6', 'foo'],
    ['mzxw6yq', 'foob'],
    ['MZXW 6YTB', 'fooba'],
    ['MZXW6YTBOI======', 'foobar'],
  ])('%j -> %j', (secret, text) => {
    expect(new TextDecoder().decode(base32Decode(secret))).toBe(text);
  });

  it('undoes base32', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(new TextDecoder().decode(base32Decode(RFC_SECRET))).toBe('12345678901234567890');
  });
});

describe('totpStep (30 seconds)', () => {
  it.each([
    [0, 0],
    [29_999, 0],
    [30_000, 1],
    [59_000, 1],
    [60_000, 2],
  ])('%i ms -> step %i', (ms, step) => {
    expect(totpStep(ms)).toBe(step);
  });
});

describe('totpCode (RFC 6238 test vectors)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('at %i s -> %s', async (seconds, code) => {
    expect(await totpCode(RFC_SECRET, totpStep(seconds * 1000))).toBe(code);
  });
});

describe('totpMatches (one step of drift either side)', () => {
  const at = 1111111111_000; // step 37037037, code 050471
  it.each([
    ['the current code', '050471', at, true],
    ['with spaces around it', ' 050471 ', at, true],
    ['the code of the step before', '081804', at, true],
    ['a code two steps old', '050471', at + 2 * 30_000, false],
    ['a code one step old', '050471', at + 30_000, true],
    ['a wrong code', '050472', at, false],
    ['a code of five digits', '50471', at, false],
  ])('%s', async (_name, otp, now, expected) => {
    expect(await totpMatches(RFC_SECRET, otp, now)).toBe(expected);
  });

  it('refuses without a secret', async () => {
    expect(await totpMatches('', '050471', at)).toBe(false);
    expect(await totpMatches('!!!', '050471', at)).toBe(false);
  });
});
