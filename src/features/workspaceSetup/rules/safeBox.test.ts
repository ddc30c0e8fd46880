import { PEM_MAX_BYTES, SAFE_TYPES, formatCountdown, isPemFileName, looksLikePem, pemFileProblem, safeCapAgorot, secondsUntil } from './safeBox';

it('caps of §9: 500,000 private, 50,000 bank-run (agorot)', () => {
  expect(SAFE_TYPES).toEqual(['private', 'bank']);
  expect(safeCapAgorot('private')).toBe(50_000_000);
  expect(safeCapAgorot('bank')).toBe(5_000_000);
});

describe('isPemFileName (§5: only .pem)', () => {
  it.each<[unknown, boolean]>([
    ['safe.pem', true],
    ['SAFE.PEM', true],
    ['my key.pem', true],
    ['.pem', false],
    ['safe.pem.txt', false],
    ['safe.key', false],
    ['safe.crt', false],
    ['safepem', false],
    ['dir/safe.pem', false],
    ['', false],
    [null, false],
  ])('%j -> %j', (name, ok) => {
    expect(isPemFileName(name)).toBe(ok);
  });
});

describe('looksLikePem', () => {
  const body = 'MIIBVQIBADANBgkqhkiG9w0BAQEFAASCAT8wggE7AgEAAkEA';
  it.each<[unknown, boolean]>([
    [`-----BEGIN PRIVATE KEY-----\n${body}\n-----END PRIVATE KEY-----\n`, true],
    [`-----BEGIN RSA PRIVATE KEY-----\r\n${body}\r\n-----END RSA PRIVATE KEY-----`, true],
    [`-----BEGIN PRIVATE KEY-----\n${body}\n-----END CERTIFICATE-----`, false],
    ['-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----', false],
    ['just text', false],
    ['', false],
    [null, false],
  ])('%#', (text, ok) => {
    expect(looksLikePem(text)).toBe(ok);
  });
});

describe('pemFileProblem', () => {
  it.each<[string, number, string | null]>([
    ['safe.pem', 1200, null],
    ['safe.pem', PEM_MAX_BYTES, null],
    ['safe.pem', PEM_MAX_BYTES + 1, 'tooLarge'],
    ['safe.pem', 0, 'empty'],
    ['safe.txt', 1200, 'notPem'],
  ])('%s %d -> %j', (name, size, expected) => {
    expect(pemFileProblem({ name, size })).toBe(expected);
  });
});

describe('secondsUntil / formatCountdown', () => {
  const now = Date.parse('2026-03-05T10:00:00.000Z');
  it.each<[number | string | null, number]>([
    [now + 10_000, 10],
    [now + 9_001, 10], // rounds up: never shows 0 while waiting
    [now + 1, 1],
    [now, 0],
    [now - 5_000, 0],
    ['2026-03-05T10:04:00.000Z', 240],
    ['not a date', 0],
    [null, 0],
  ])('%j -> %d', (until, seconds) => {
    expect(secondsUntil(until, now)).toBe(seconds);
  });
  it.each<[number, string]>([[0, '0:00'], [9, '0:09'], [60, '1:00'], [240, '4:00'], [3665, '61:05'], [-3, '0:00'], [9.7, '0:09']])('%d -> %s', (s, text) => {
    expect(formatCountdown(s)).toBe(text);
  });
});
