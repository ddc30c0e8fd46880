import type { TFunction } from 'i18next';
import { isolateDigitRuns } from '@/i18n/languages';

/** i18next's own options: a call with any of them (plurals, context, another language…) is passed on as is. */
const OWN_OPTIONS = new Set(['count', 'context', 'ordinal', 'lng', 'lngs', 'ns', 'returnObjects', 'returnDetails', 'joinArrays', 'postProcess', 'interpolation', 'replace', 'keyPrefix', 'fallbackLng']);

// A value's slot in a remembered text: control characters on purpose, which no text of ours holds.
// eslint-disable-next-line no-control-regex
const SLOT = /\u0001(\w+)\u0002/;

/**
 * `t` that asks i18next once per text: a list row's texts ('Open cheque {{number}}', the status
 * and stage names, the next action) are the same few dozen for every row, and i18next's lookup and
 * interpolation of each (with the app's formatter on every value) were a third of a wheel step at
 * 50,000 cheques. A text with values is asked once with a slot for each and then filled in, each
 * value passed through the same formatter (isolateDigitRuns) as i18next passes it. Anything else
 * (a plural, a context, another language) goes to `t` itself. Made per `t` and language: a new
 * language is a new `t`.
 */
export function rememberTexts<T extends TFunction<never>>(t: T, language: string): T {
  const plain = new Map<string, string>();
  const templates = new Map<string, string[]>();
  const ask = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const remembered = (key: string, options?: Record<string, unknown>): string => {
    const names = options ? Object.keys(options) : [];
    if (names.some((name) => OWN_OPTIONS.has(name))) return ask(key, options);
    if (names.length === 0 || (names.length === 1 && names[0] === 'defaultValue')) {
      const id = names.length ? `${key}\u0000${String(options?.defaultValue)}` : key;
      let text = plain.get(id);
      if (text === undefined) {
        text = ask(key, options);
        // Not kept while the key is its own text (its texts not loaded yet).
        if (text !== key) plain.set(id, text);
      }
      return text;
    }
    const values = options as Record<string, unknown>;
    if (names.includes('defaultValue') || names.some((name) => !/^\w+$/.test(name) || (typeof values[name] !== 'string' && typeof values[name] !== 'number'))) {
      return ask(key, options);
    }
    const id = `${key}\u0000${names.join(',')}`;
    let parts = templates.get(id);
    if (!parts) {
      const template = ask(key, Object.fromEntries(names.map((name) => [name, `\u0001${name}\u0002`])));
      // Split on the slots: text, name, text, name, …, text.
      parts = template.split(SLOT);
      if (template !== key) templates.set(id, parts);
    }
    let text = parts[0];
    for (let i = 1; i < parts.length; i += 2) text += String(isolateDigitRuns(values[parts[i]], language)) + parts[i + 1];
    return text;
  };
  return remembered as unknown as T;
}
