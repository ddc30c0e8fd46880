import { chooseLanguage, directionOf, isolateDigitRuns, languageOf, supportedLanguage } from './languages';

describe('supportedLanguage', () => {
  it.each([
    ['he', 'he'],
    ['he-IL', 'he'],
    ['iw', 'he'],
    ['iw-IL', 'he'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN_gb', 'en'],
    ['ar', 'ar'],
    ['ar-IL', 'ar'],
    ['ar-EG', 'ar'],
    ['ru', null],
    ['fr-FR', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s -> %s', (code, language) => {
    expect(supportedLanguage(code)).toBe(language);
  });
});

describe('languageOf and directionOf', () => {
  it.each([
    ['he', 'he', 'rtl'],
    ['en', 'en', 'ltr'],
    ['en-US', 'en', 'ltr'],
    ['ar', 'ar', 'rtl'],
    ['ru', 'he', 'rtl'],
  ])('%s is shown as %s, %s', (code, language, direction) => {
    expect(languageOf(code)).toBe(language);
    expect(directionOf(code)).toBe(direction);
  });
});

describe('chooseLanguage', () => {
  it.each<[string, { stored: string | null; browser: string[] | null; followBrowser: boolean }, string]>([
    ['the stored choice, over the browser', { stored: 'en', browser: ['ar-IL'], followBrowser: true }, 'en'],
    ['the stored Arabic', { stored: 'ar', browser: ['he-IL'], followBrowser: false }, 'ar'],
    ['a link page: the browser language', { stored: null, browser: ['ar-IL', 'he'], followBrowser: true }, 'ar'],
    ['a link page: the first language the app speaks', { stored: null, browser: ['ru-RU', 'fr', 'en-GB', 'ar'], followBrowser: true }, 'en'],
    ['a link page: the old Hebrew code', { stored: null, browser: ['iw'], followBrowser: true }, 'he'],
    ['a link page: none the app speaks -> Hebrew', { stored: null, browser: ['ru', 'fr'], followBrowser: true }, 'he'],
    ['a link page: no browser languages -> Hebrew', { stored: null, browser: [], followBrowser: true }, 'he'],
    ['a link page: a stored value not a language -> the browser', { stored: 'xx', browser: ['en-US'], followBrowser: true }, 'en'],
    ['a staff page: Hebrew whatever the browser', { stored: null, browser: ['en-US'], followBrowser: false }, 'he'],
    ['a staff page: no choice, no browser -> Hebrew', { stored: null, browser: null, followBrowser: false }, 'he'],
  ])('%s', (_, visit, language) => {
    expect(chooseLanguage(visit)).toBe(language);
  });
});

describe('isolateDigitRuns', () => {
  it.each([
    ['30-09-2026', 'ar', '\u206630-\u206009-\u20602026\u2069'],
    ['27-11-2026 12:18', 'ar', '\u206627-\u206011-\u20602026 12:18\u2069'],
    ['12-600-123456', 'ar', '\u206612-\u2060600-\u2060123456\u2069'],
    ['30-09-2026', 'ar-IL', '\u206630-\u206009-\u20602026\u2069'],
    ['30-09-2026', 'he', '30-09-2026'],
    ['30-09-2026', 'en', '30-09-2026'],
    ['1,250.00 ₪', 'ar', '1,250.00 ₪'],
    ['1250', 'ar', '1250'],
    ['12:18', 'ar', '12:18'],
    ['upr-ok', 'ar', 'upr-ok'],
    ['شيك 5-6', 'ar', 'شيك 5-6'],
    [7, 'ar', 7],
    [undefined, 'ar', undefined],
  ])('%s in %s -> %s', (value, language, shown) => {
    expect(isolateDigitRuns(value, language)).toBe(shown);
  });
});
