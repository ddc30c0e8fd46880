import { isolateBidi, withGershayim } from './text';

describe('isolateBidi', () => {
  it.each([
    ['גלבוע סחר', '\u2068גלבוע סחר\u2069'],
    ['a', '\u2068a\u2069'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (value, expected) => {
    expect(isolateBidi(value)).toBe(expected);
  });
});

describe('withGershayim', () => {
  it.each([
    ['כרמל פתרונות בע"מ', 'כרמל פתרונות בע״מ'],
    ['"אלון" בע"מ', '״אלון״ בע״מ'],
    ['בע״מ', 'בע״מ'],
    ['Acme Ltd', 'Acme Ltd'],
    ['', ''],
  ])('%j -> %j', (name, expected) => {
    expect(withGershayim(name)).toBe(expected);
  });
});
