import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from './languages';

const dir = join(__dirname, 'locales');
const jsonFiles = (lang: string) =>
  readdirSync(join(dir, lang))
    .filter((f) => f.endsWith('.json'))
    .sort();
const namespaces = jsonFiles('he');

/** Every text of a namespace by its dotted key. */
function textsOf(value: unknown, prefix = ''): [string, unknown][] {
  if (!value || typeof value !== 'object') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => textsOf(inner, prefix ? `${prefix}.${key}` : key));
}

const read = (lang: string, file: string) => JSON.parse(readFileSync(join(dir, lang, file), 'utf8')) as Record<string, unknown>;
const texts = (lang: string, file: string) => new Map(textsOf(read(lang, file)).map(([key, value]) => [key, typeof value === 'string' ? value : '']));

// Plural forms differ by language (Hebrew has `_two`, Arabic `_zero` to `_many`): keys compared without them.
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** The words of a text: without {{values}}, $t(references) and <0>tags</0>, which stay as in the source. */
const words = (text: string) => text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\d+>/g, '');
const LATIN = /[A-Za-z]/;
const SCRIPT = { he: /[\u0590-\u05FF]/, ar: /[\u0600-\u06FF]/ } as const;

/**
 * Texts that are rightly without Hebrew or Arabic letters although English has words: names and
 * codes, the same in every language. `namespace:key`; keep it short.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'common.json:appName', // the product's name
  'common.json:dateFormat.placeholder', // DD-MM-YYYY, as a day is typed left to right (its field is ltr)
]);

describe('translations', () => {
  it.each(LANGUAGES.filter((lang) => lang !== 'he'))('has the same namespaces in %s as in Hebrew', (lang) => {
    expect(jsonFiles(lang)).toEqual(namespaces);
  });

  describe.each(namespaces)('%s', (file) => {
    const others = LANGUAGES.filter((lang) => lang !== 'he');

    it.each(others)('has every Hebrew key in %s and every key of it in Hebrew', (lang) => {
      const he = [...new Set([...texts('he', file).keys()].map(base))].sort();
      const other = [...new Set([...texts(lang, file).keys()].map(base))].sort();
      expect(other.filter((key) => !he.includes(key)), `${lang}/${file}: not in Hebrew`).toEqual([]);
      expect(he.filter((key) => !other.includes(key)), `${lang}/${file}: missing`).toEqual([]);
    });

    it.each([...LANGUAGES])('has no empty text in %s', (lang) => {
      const empty = [...texts(lang, file)].filter(([, text]) => !text.trim()).map(([key]) => key);
      expect(empty, `${lang}/${file}`).toEqual([]);
    });

    // A text left in English (or never translated) where English has words; names and codes aside.
    it.each(['he', 'ar'] as const)('is written in the letters of %s wherever English has words', (lang) => {
      const english = texts('en', file);
      const untranslated = [...texts(lang, file)]
        .filter(([key, text]) => {
          const en = english.get(key) ?? english.get(`${base(key)}_other`) ?? english.get(base(key)) ?? '';
          return LATIN.test(words(en)) && !SCRIPT[lang].test(words(text)) && !SAME_IN_EVERY_LANGUAGE.has(`${file}:${key}`);
        })
        .map(([key, text]) => `${key}: ${text}`);
      expect(untranslated, `${lang}/${file}`).toEqual([]);
    });
  });
});
