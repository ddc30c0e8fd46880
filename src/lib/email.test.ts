import fc from 'fast-check';
import { isValidEmail, isValidEmailList, parseEmailList } from './email';

describe('isValidEmail', () => {
  it.each<[unknown, boolean]>([
    ['user@example.com', true],
    ['  user@example.com  ', true], // trimmed
    ['first.last+tag@sub.example.co.il', true],
    ['a@b.co', true],
    ['user@דוגמה.קום', true], // IDN domain
    ['user@xn--4dbrk0ce.xn--9dbq2a', true], // punycode TLD
    ['שלום@example.com', true],
    ['USER@EXAMPLE.COM', true],
    ['a@b.c', false], // one-letter TLD
    ['user@localhost', false], // no TLD
    ['user@example', false],
    ['user@@example.com', false],
    ['@example.com', false],
    ['user@', false],
    ['user', false],
    ['user name@example.com', false],
    ['user@exa mple.com', false],
    ['user@example..com', false],
    ['user@.example.com', false],
    ['user@example.com.', false],
    ['user@-example.com', false],
    ['user@example-.com', false],
    ['.user@example.com', false],
    ['user.@example.com', false],
    ['us..er@example.com', false],
    ['user@example.c0m', false],
    ['user@123.456', false],
    ['"user"@example.com', false],
    ['user,x@example.com', false],
    ['<user@example.com>', false],
    ['user@exa_mple.com', false],
    [`${'a'.repeat(64)}@example.com`, true], // local part limit 64
    [`${'a'.repeat(65)}@example.com`, false],
    [`a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}`, true], // 254 chars
    [`a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(61)}`, false], // 255 chars
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    [42, false],
  ])('%j -> %s', (s, expected) => {
    expect(isValidEmail(s)).toBe(expected);
  });

  it('property: simple generated addresses are valid, and any inner space makes them invalid', () => {
    const part = fc.stringMatching(/^[a-z0-9]{1,10}$/);
    fc.assert(
      fc.property(part, part, fc.stringMatching(/^[a-z]{2,6}$/), (local, domain, tld) => {
        expect(isValidEmail(`${local}@${domain}.${tld}`)).toBe(true);
        expect(isValidEmail(`${local} @${domain}.${tld}`)).toBe(false);
      }),
    );
  });
});

describe('parseEmailList', () => {
  it.each<[string | null | undefined, string[]]>([
    ['a@b.co', ['a@b.co']],
    ['a@b.co, c@d.co', ['a@b.co', 'c@d.co']],
    [' a@b.co ,c@d.co,  ', ['a@b.co', 'c@d.co']],
    [',,a@b.co,,', ['a@b.co']],
    ['not an email', ['not an email']], // parsing does not validate
    ['', []],
    ['  ,  , ', []],
    [null, []],
    [undefined, []],
  ])('%j -> %j', (s, expected) => {
    expect(parseEmailList(s)).toEqual(expected);
  });
});

describe('isValidEmailList', () => {
  it.each<[string | null | undefined, boolean]>([
    ['a@b.co', true],
    ['a@b.co, c@d.co', true],
    ['a@b.co,', true], // trailing comma is an empty entry, dropped
    ['a@b.co, bad', false], // one bad entry rejects the list
    ['bad, a@b.co', false],
    ['a@b.co; c@d.co', false], // semicolon is not the separator
    ['', false],
    [' , ', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (s, expected) => {
    expect(isValidEmailList(s)).toBe(expected);
  });
});
