import { checkPaymentUrl, isLoopbackHost, runsOnMock } from './paymentUrl';

const DEPLOYED = { appOrigin: 'https://app.cheques.co.il', onMock: false };
const MOCK = { appOrigin: 'http://127.0.0.1:4280', onMock: true };

describe('checkPaymentUrl', () => {
  it.each<[string, unknown, { appOrigin: string; onMock: boolean }, string | null]>([
    ['an https card page', 'https://pay.example.com/checkout?o=1', DEPLOYED, 'https://pay.example.com/checkout?o=1'],
    ['an https card page, also on the mock', 'https://pay.example.com/x', MOCK, 'https://pay.example.com/x'],
    ['upper-case scheme', 'HTTPS://pay.example.com/', DEPLOYED, 'https://pay.example.com/'],
    ['the app origin on the mock', 'http://127.0.0.1:4280/api/__dev/card-payment?order=1', MOCK, 'http://127.0.0.1:4280/api/__dev/card-payment?order=1'],
    ['a path on the mock (same origin)', '/api/__dev/card-payment?order=1', MOCK, 'http://127.0.0.1:4280/api/__dev/card-payment?order=1'],
    ['the https app origin itself when deployed', '/pay', DEPLOYED, 'https://app.cheques.co.il/pay'],
    ['http elsewhere', 'http://pay.example.com/', DEPLOYED, null],
    ['http elsewhere on the mock', 'http://pay.example.com/', MOCK, null],
    ['another port of the same host on the mock', 'http://127.0.0.1:9999/', MOCK, null],
    ['the mock origin when not on the mock', 'http://127.0.0.1:4280/api/__dev/card-payment', { ...MOCK, onMock: false }, null],
    ['javascript:', 'javascript:alert(1)', MOCK, null],
    ['data:', 'data:text/html,<b>x</b>', DEPLOYED, null],
    ['protocol-relative http host', '//evil.example.com/', { appOrigin: 'http://127.0.0.1:4280', onMock: true }, null],
    ['credentials in the address', 'https://user:pw@pay.example.com/', DEPLOYED, null],
    ['a tab inside the scheme', 'java\tscript:alert(1)', MOCK, null],
    ['empty', '', DEPLOYED, null],
    ['blank', '   ', DEPLOYED, null],
    ['not a string', 42, DEPLOYED, null],
    ['missing', undefined, DEPLOYED, null],
  ])('%s', (_name, raw, context, expected) => {
    const verdict = checkPaymentUrl(raw, context);
    expect(verdict.ok ? verdict.url : null).toBe(expected);
  });

  it('says why an address is refused', () => {
    expect(checkPaymentUrl('', DEPLOYED)).toEqual({ ok: false, reason: 'missing' });
    expect(checkPaymentUrl('http://pay.example.com', DEPLOYED)).toEqual({ ok: false, reason: 'insecure' });
    expect(checkPaymentUrl('https://a:b@pay.example.com', DEPLOYED)).toEqual({ ok: false, reason: 'credentials' });
    expect(checkPaymentUrl('https://x', { appOrigin: 'not a url', onMock: false })).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('isLoopbackHost', () => {
  it.each<[string, boolean]>([
    ['localhost', true],
    ['LOCALHOST', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['[::1]', true],
    ['app.cheques.co.il', false],
    ['127.0.0.1.evil.com', false],
    ['localhost.evil.com', false],
    ['10.0.0.1', false],
  ])('%s -> %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});

describe('runsOnMock', () => {
  it.each<[boolean, string, boolean]>([
    [true, 'https://app.cheques.co.il', true],
    [false, 'http://127.0.0.1:4280', true],
    [false, 'http://localhost:5173', true],
    [false, 'https://app.cheques.co.il', false],
    [false, 'garbage', false],
  ])('mock build %s at %s -> %s', (apiMock, origin, expected) => {
    expect(runsOnMock(apiMock, origin)).toBe(expected);
  });
});
