import fc from 'fast-check';
import {
  PASSWORD_MIN_LENGTH,
  isValidPassword,
  passwordProblems,
  passwordsMatch,
  type PasswordProblem,
} from './password';

describe('passwordProblems', () => {
  it.each<[string | null | undefined, PasswordProblem[]]>([
    ['', ['required']],
    [null, ['required']],
    [undefined, ['required']],
    // 7 vs 8 characters: the exact limit of §5/§9
    ['Abcde1!', ['minLength']],
    ['Abcdef1!', []],
    ['Abcdefg1!', []],
    ['abcdefg1!', ['capital']],
    ['Abcdefgh!', ['digit']],
    ['Abcdefgh1', ['special']],
    ['abcdefgh', ['capital', 'digit', 'special']],
    ['a', ['minLength', 'capital', 'digit', 'special']],
    ['        ', ['capital', 'digit', 'special']], // whitespace is not "empty", and not special
    ['Abcdef1 ', ['special']], // a space is no special character
    ['Abcdef1\t', ['special']], // nor a tab
    ['Abc def1!', []], // a space beside a special is just a character
    ['Abcdef1_', []],
    ['Abcdef1-', []],
    ['אבגדהוA1', ['special']], // Hebrew letters are letters, not specials
    ['אבגדהו!1', ['capital']], // Hebrew has no capitals
    ['ÄBCDEFG1!', []], // still has Latin capitals B..G
    ['Äbcdefg1!', ['capital']], // Ä is not A-Z
    ['Abcdef١!', ['digit']], // Arabic-Indic digit is not 0-9 ...
    ['Abcdef١٢', ['digit', 'special']], // ... and not a special either
    ['A1!😀😀😀😀', ['minLength']], // 7 code points although 11 UTF-16 units
    ['A1!😀😀😀😀😀', []], // 8 code points
  ])('%j -> %j', (pw, expected) => {
    expect(passwordProblems(pw)).toEqual(expected);
    expect(isValidPassword(pw)).toBe(expected.length === 0);
  });

  it('min length constant is 8 (§9)', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('property: a capital, a digit, a special and enough letters is always valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{5,30}$/), (letters) => {
        expect(isValidPassword(`A1!${letters}`)).toBe(true);
      }),
    );
  });

  it('property: anything shorter than 8 code points is never valid', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7, unit: 'grapheme-composite' }), (pw) => {
        if (Array.from(pw).length < 8) expect(isValidPassword(pw)).toBe(false);
      }),
    );
  });
});

describe('passwordsMatch', () => {
  it.each<[string | null | undefined, string | null | undefined, boolean]>([
    ['Abcdef1!', 'Abcdef1!', true],
    ['Abcdef1!', 'abcdef1!', false],
    ['Abcdef1!', 'Abcdef1! ', false],
    ['', '', true],
    [null, null, false],
    [undefined, '', false],
    ['שלום1!A', 'שלום1!A', true],
  ])('%j vs %j -> %s', (a, b, expected) => {
    expect(passwordsMatch(a, b)).toBe(expected);
  });
});
