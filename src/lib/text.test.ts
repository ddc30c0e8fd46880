import { countOf, countText, isolateBidi, plainText, withGershayim } from './text';

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

describe('plainText', () => {
  it.each([
    ['חשבון עסקי', 'חשבון עסקי'],
    ['', ''],
    [12, '12'],
    [0, '0'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    [null, ''],
    [undefined, ''],
    [{ value: 'x' }, ''],
    [['x'], ''],
    [true, ''],
  ])('%j -> %j', (value, expected) => {
    expect(plainText(value)).toBe(expected);
  });
});

describe('countOf', () => {
  it.each([
    [3, 3],
    [0, 0],
    [-1, -1],
    ['3', 3],
    [' 14 ', 14],
    ['', null],
    ['3.5', null],
    [3.5, null],
    ['three', null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
    [{ count: 3 }, null],
    [[3], null],
  ])('%j -> %j', (value, expected) => {
    expect(countOf(value)).toBe(expected);
  });
});

describe('countText', () => {
  const say = (count: number) => `${count} ימים`;
  it.each([
    [7, '7 ימים'],
    ['7', '7 ימים'],
    [undefined, null],
    ['שבוע', null],
  ])('%j -> %j', (value, expected) => {
    expect(countText(value, say)).toBe(expected);
  });
});
