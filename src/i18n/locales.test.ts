import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(__dirname, 'locales');
const namespaces = readdirSync(join(dir, 'he')).filter((f) => f.endsWith('.json'));

function keysOf(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

const read = (lang: string, file: string) => JSON.parse(readFileSync(join(dir, lang, file), 'utf8')) as Record<string, unknown>;

describe('translations', () => {
  it('has the same namespaces in Hebrew and English', () => {
    expect(readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.json')).sort()).toEqual([...namespaces].sort());
  });

  // Plural forms differ by language (Hebrew has `_two`): compare the keys without their suffix.
  const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
  it.each(namespaces)('%s has every Hebrew key in English and every English key in Hebrew', (file) => {
    const he = [...new Set(keysOf(read('he', file)).map(base))].sort();
    const en = [...new Set(keysOf(read('en', file)).map(base))].sort();
    expect(en.filter((key) => !he.includes(key))).toEqual([]);
    expect(he.filter((key) => !en.includes(key))).toEqual([]);
  });

  it.each(namespaces)('%s has no empty text', (file) => {
    for (const lang of ['he', 'en']) {
      const empty = keysOf(read(lang, file)).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], read(lang, file));
        return typeof value !== 'string' || !value.trim();
      });
      expect(empty, `${lang}/${file}`).toEqual([]);
    }
  });

  it.each(namespaces)('%s in Hebrew is written in Hebrew', (file) => {
    const texts = keysOf(read('he', file)).map((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], read('he', file)) as string);
    const hebrew = texts.filter((text) => /[\u0590-\u05FF]/.test(text));
    // Brand names, codes and symbols may stay Latin; most texts must be Hebrew.
    expect(hebrew.length / texts.length).toBeGreaterThan(0.8);
  });
});
