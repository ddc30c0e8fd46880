import fc from 'fast-check';
import { postLoginTarget, redirectParamFor, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each<[unknown, string | null]>([
    ['/', '/'],
    ['/checks', '/checks'],
    ['/checks/123?tab=deposit#top', '/checks/123?tab=deposit#top'],
    ['/terminal/shop1/transaction', '/terminal/shop1/transaction'],
    ['/search?q=%D7%A9%D7%9C%D7%95%D7%9D', '/search?q=%D7%A9%D7%9C%D7%95%D7%9D'], // returned undecoded
    ['/search?q=שלום', '/search?q=שלום'],
    ['/search?q=a b', '/search?q=a b'], // a space is not a control character
    ['/search?q=100%', '/search?q=100%'], // malformed escape left alone
    ['/search?q=100%25', '/search?q=100%25'],
    ['/report?time=10:30', '/report?time=10:30'], // a colon is fine, a scheme is not
    ['/metadata:1', '/metadata:1'],
    ['/login', '/login'], // safe as a path; the login exclusion is redirectParamFor's job
    // not a path of this app
    ['//evil.com', null],
    ['///evil.com', null],
    ['/\\evil.com', null],
    ['\\\\evil.com', null],
    ['/\\/evil.com', null],
    ['https://evil.com', null],
    ['javascript:alert(1)', null],
    ['evil.com', null],
    ['checks', null],
    [' /checks', null],
    ['', null],
    // control characters the browser would drop
    ['/\t/evil.com', null],
    ['/\n/evil.com', null],
    ['/checks\r\n', null],
    ['/\u0000', null],
    ['/\u007f', null],
    ['/\u0085', null],
    // revealed by decoding
    ['/%2F%2Fevil.com', null],
    ['/%2fevil.com', null], // -> '//evil.com'
    ['/%5Cevil.com', null],
    ['/%5C%5Cevil.com', null],
    ['/%09/evil.com', null],
    ['/%252F%252Fevil.com', null], // double encoded
    ['/%25252F%25252Fevil.com', null], // triple encoded
    ['/%2525252F%2525252Fevil.com', null], // four levels: refused as too deep
    ['/%2525252Fa', null],
    ['/x?next=javascript:alert(1)', null],
    ['/x?next=%6Aavascript:alert(1)', null],
    ['/x?next=JAVASCRIPT%3Aalert(1)', null],
    ['/x?next=java%09script:alert(1)', null],
    ['/x?next=https:evil.com', null],
    ['/x?next=https%3A%2F%2Fevil.com', null],
    ['/data:text/html,x', null],
    ['/a//b', null],
    [`/${'a'.repeat(2047)}`, `/${'a'.repeat(2047)}`], // 2048 characters
    [`/${'a'.repeat(2048)}`, null], // 2049
    [null, null],
    [undefined, null],
    [42, null],
    [['/checks'], null],
    [{ pathname: '/checks' }, null],
  ])('%j -> %j', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it('property: anything returned resolves on this origin', () => {
    const chars = fc.constantFrom('/', '\\', '%', '2', 'F', 'f', '5', 'C', 'a', ':', '.', '\t', '?', '#', 'h', 't', 's', 'p');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: chars }).map((s) => `/${s}`)), (raw) => {
        const out = safeRedirectPath(raw);
        if (out === null) return;
        expect(out).toBe(raw);
        expect(new URL(out, 'https://app.example').origin).toBe('https://app.example');
      }),
    );
  });

  it('property: encodeURIComponent of a plain path segment is accepted as given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (segment) => {
        const clean = segment.replace(/[\p{Cc}\\/:%]/gu, '');
        const path = `/search?q=${encodeURIComponent(clean)}`;
        expect(safeRedirectPath(path)).toBe(path);
      }),
    );
  });
});

describe('redirectParamFor', () => {
  it.each<[string | null | undefined, string | undefined]>([
    ['/checks', '/checks'],
    ['/checks?from=2026-01-01&to=2026-02-01', '/checks?from=2026-01-01&to=2026-02-01'],
    ['/inbox#x', '/inbox#x'],
    ['/loginx', '/loginx'], // not the login page
    ['/login-help', '/login-help'],
    ['/', undefined], // root
    ['', undefined],
    ['/?tab=1', undefined], // still the root page
    ['/login', undefined],
    ['/login?redirect=%2Fchecks', undefined],
    ['/login/', undefined],
    ['/login/hash/abc', undefined],
    ['/login/reset-password', undefined],
    ['/LOGIN', undefined], // routes match case-insensitively
    ['//evil.com', undefined], // unsafe
    ['/%2F%2Fevil.com', undefined],
    ['https://evil.com/x', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j -> %j', (path, expected) => {
    expect(redirectParamFor(path)).toBe(expected);
  });
});

describe('postLoginTarget', () => {
  it.each<[string | null | undefined, string]>([
    ['/checks', '/checks'],
    ['/checks?tab=2', '/checks?tab=2'],
    ['/', '/'],
    ['/login', '/'], // never back to the login page
    ['/login/hash/x', '/'],
    ['//evil.com', '/'],
    ['https://evil.com', '/'],
    ['/\\evil.com', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
  ])('%j -> %j', (redirect, expected) => {
    expect(postLoginTarget(redirect)).toBe(expected);
  });
});
