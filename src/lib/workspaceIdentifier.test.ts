import fc from 'fast-check';
import { isValidWorkspaceIdentifier } from './workspaceIdentifier';

describe('isValidWorkspaceIdentifier', () => {
  it.each<[unknown, boolean]>([
    ['ab', false], // 2: below the minimum
    ['abc', true], // 3
    ['a'.repeat(20), true], // 20
    ['a'.repeat(21), false], // 21
    ['My-Company-1', true],
    ['ABC', true],
    ['123', true],
    ['---', true], // only the character set and length are specified
    ['my_company', false],
    ['my company', false],
    [' abc', false],
    ['abc ', false],
    ['abc.def', false],
    ['חברה', false],
    ['café', false],
    ['аbc', false], // Cyrillic а look-alike
    ['ａｂｃ', false], // full-width
    ['abc\n', false],
    ['', false],
    [null, false],
    [undefined, false],
    [123, false],
  ])('%j -> %s', (s, expected) => {
    expect(isValidWorkspaceIdentifier(s)).toBe(expected);
  });

  it('property: valid exactly when length 3..20 over [A-Za-z0-9-]', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9-]{0,25}$/), (s) => {
        expect(isValidWorkspaceIdentifier(s)).toBe(s.length >= 3 && s.length <= 20);
      }),
    );
  });
});
