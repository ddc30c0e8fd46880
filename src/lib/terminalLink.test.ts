import fc from 'fast-check';
import { isValidTerminalLink, safeExternalRedirect, terminalAddressProblem, terminalLinkProblem, toTerminalLinkInput } from './terminalLink';

describe('isValidTerminalLink', () => {
  it.each<[unknown, boolean]>([
    ['ab', false], // 2
    ['abc', true], // 3 (error-message reading; the hint's 5 is not enforced)
    ['abcd', true],
    ['abcde', true],
    ['a'.repeat(20), true], // 20
    ['a'.repeat(21), false], // 21
    ['shop123', true],
    ['123', true],
    ['Shop', false], // uppercase
    ['my-shop', false],
    ['my_shop', false],
    ['my shop', false],
    [' shop', false],
    ['shop ', false],
    ['חנות', false],
    ['café', false],
    ['', false],
    [null, false],
    [undefined, false],
    [12345, false],
  ])('%j -> %s', (s, expected) => {
    expect(isValidTerminalLink(s)).toBe(expected);
  });

  it('property: valid exactly when 3..20 of [a-z0-9]', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{0,25}$/), (s) => {
        expect(isValidTerminalLink(s)).toBe(s.length >= 3 && s.length <= 20);
      }),
    );
  });
});

const base = 'https://example.com/';
const at255 = base + 'a'.repeat(255 - base.length);

describe('safeExternalRedirect', () => {
  it.each<[unknown, string | null]>([
    ['https://example.com/done', 'https://example.com/done'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://EXAMPLE.COM/A', 'HTTPS://EXAMPLE.COM/A'],
    ['  https://example.com/x  ', 'https://example.com/x'], // trimmed
    ['https://example.com/?next=javascript:alert(1)', 'https://example.com/?next=javascript:alert(1)'], // just a query
    ['https://xn--4dbrk0ce.com/', 'https://xn--4dbrk0ce.com/'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['java\nscript:alert(1)', null],
    ['\u0000javascript:alert(1)', null],
    ['jav&#x09;ascript:alert(1)', null],
    ['%6Aavascript:alert(1)', null],
    ['javascript%3Aalert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox(1)', null],
    ['mailto:a@b.co', null],
    ['file:///etc/passwd', null],
    ['//evil.com', null],
    ['///evil.com', null],
    ['/\\evil.com', null],
    ['\\\\evil.com', null],
    ['https:evil.com', null], // the parser would "fix" this into a host
    ['https:/evil.com', null],
    ['https:///evil.com', null],
    ['https:\\\\evil.com', null],
    ['https://\\evil.com', null],
    ['ht\ttps://evil.com', null],
    ['https://evil.com\u200B', null], // zero-width space
    ['https://evil.com/\u202Egnp.exe', null], // right-to-left override
    ['https://ex ample.com', null],
    ['https://trusted.com@evil.com', null],
    ['/relative/path', null],
    ['relative', null],
    ['https://', null],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    [42, null],
    [{ href: 'https://x.com' }, null],
  ])('%j -> %j', (raw, expected) => {
    expect(safeExternalRedirect(raw)).toBe(expected);
  });

  it('property: whatever is returned parses as an http(s) URL', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.string().map((s) => `https://${s}`)), (raw) => {
        const out = safeExternalRedirect(raw);
        if (out !== null) expect(['http:', 'https:']).toContain(new URL(out).protocol);
      }),
    );
  });

  it('property: generated web URLs without credentials are accepted unchanged', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(safeExternalRedirect(url)).toBe(url);
      }),
    );
  });
});

describe('terminalLinkProblem (the one rule the hint explains)', () => {
  it.each<[unknown, string | null]>([
    ['', 'required'],
    [null, 'required'],
    [undefined, 'required'],
    [42, 'required'],
    ['ab', 'tooShort'], // 2: below the error message's 3
    ['abc', null], // 3: the lower limit
    ['abcd', null], // 4: the hint's "at least 5" is not enforced
    ['abcde', null],
    ['a'.repeat(20), null], // 20: the upper limit
    ['a'.repeat(21), 'tooLong'], // 21
    ['Shop', 'characters'],
    ['my shop', 'characters'],
    ['my-shop', 'characters'],
    ['ab-', 'characters'], // the character comes first, not the length
    ['A', 'characters'],
    ['חנות', 'characters'],
    ['shop1', null],
  ])('%j -> %j', (s, expected) => {
    expect(terminalLinkProblem(s)).toBe(expected);
  });

  it('agrees with isValidTerminalLink', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 25 }), (s) => {
        expect(terminalLinkProblem(s) === null).toBe(isValidTerminalLink(s));
      }),
    );
  });
});

describe('toTerminalLinkInput', () => {
  it.each<[string, string]>([
    ['Shop', 'shop'],
    ['my shop', 'myshop'],
    [' GILBOA ', 'gilboa'],
    ['my-shop', 'my-shop'], // left for the rule to refuse, with its message
  ])('%j -> %j', (s, expected) => {
    expect(toTerminalLinkInput(s)).toBe(expected);
  });
});

describe('terminalAddressProblem', () => {
  it.each<[unknown, string | null]>([
    ['', null], // optional
    [null, null],
    [undefined, null],
    ['https://example.com/thanks', null],
    ['http://example.com', null],
    [at255, null], // 255 characters
    [at255 + 'a', 'tooLong'], // 256 characters
    ['example.com', 'invalid'],
    ['javascript:alert(1)', 'invalid'],
    ['ftp://example.com', 'invalid'],
    ['https://user:pw@example.com', 'invalid'],
    [' https://example.com', 'invalid'], // the stored value must be clean
    ['http://example.com/thanks?x=1#y', null],
    ['https://shop.co.il/תודה', null],
    ['https://localhost:8080/x', null],
    ['www.example.com/x', 'invalid'], // not absolute
    ['/thanks', 'invalid'],
    ['//example.com', 'invalid'],
    ['https://', 'invalid'],
    ['https:///example.com', 'invalid'],
    ['https://exa mple.com', 'invalid'],
    ['https:\\\\example.com', 'invalid'],
    [12, 'invalid'],
  ])('%j -> %j', (s, expected) => {
    expect(terminalAddressProblem(s)).toBe(expected);
  });
});
