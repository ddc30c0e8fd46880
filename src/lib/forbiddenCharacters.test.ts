import fc from 'fast-check';
import { hasForbiddenChars, isSafeText } from './forbiddenCharacters';

describe('hasForbiddenChars / isSafeText', () => {
  it.each<[unknown, boolean, boolean]>([
    // value, hasForbiddenChars, isSafeText
    ['hello', false, true],
    ['שלום עולם', false, true],
    ['', false, true],
    ['   ', false, true],
    ['a<b', true, false],
    ['a>b', true, false],
    ['Tom & Jerry', true, false],
    ['<script>', true, false],
    ['&amp;', true, false],
    ['<', true, false],
    ['>', true, false],
    ['&', true, false],
    ['＜＞＆', false, true], // full-width look-alikes are allowed
    ['‹›', false, true],
    ['%3C', false, true], // an encoded form is just text
    ['a\nb\tc', false, true],
    ['😀 emoji', false, true],
    [null, false, false],
    [undefined, false, false],
    [42, false, false],
  ])('%j -> forbidden %s, safe %s', (s, forbidden, safe) => {
    expect(hasForbiddenChars(s)).toBe(forbidden);
    expect(isSafeText(s)).toBe(safe);
  });

  it('property: for any string exactly one of the two holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(hasForbiddenChars(s)).toBe(!isSafeText(s));
      }),
    );
  });

  it('property: inserting <, > or & anywhere makes safe text unsafe', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom('<', '>', '&'), (a, b, c) => {
        expect(isSafeText(a + c + b)).toBe(false);
      }),
    );
  });
});
