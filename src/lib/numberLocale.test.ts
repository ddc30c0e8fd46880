import { numberLocale } from './numberLocale';

describe('numberLocale', () => {
  it.each([
    ['he', 1234567, '1,234,567'],
    ['en', 1234567, '1,234,567'],
    ['ar', 1234567, '1,234,567'],
    ['ar', 42, '42'],
  ])('%s writes %d as %s, in Western digits', (language, n, text) => {
    const shown = new Intl.NumberFormat(numberLocale(language)).format(n);
    expect(shown).toBe(text);
    expect(shown).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });
});
