// The app's languages and what depends on the language alone (direction, the first choice), as pure
// functions that i18n.ts applies. (Their names, as the language switch shows them:
// components/layout/languageNames.ts; the digits of numbers: Western in every language, lib/money.ts.)

export const LANGUAGES = ['he', 'en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The app's language of a language code ('ar-IL' -> 'ar'; 'iw', the old code some browsers still
 * report for Hebrew, -> 'he'); null for one the app does not speak.
 */
export function supportedLanguage(code: string | null | undefined): Language | null {
  const primary = (code ?? '').toLowerCase().split(/[-_]/)[0];
  if (primary === 'iw') return 'he';
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : null;
}

/** The app's language of an i18next language code; Hebrew for any other. */
export const languageOf = (code: string | null | undefined): Language => supportedLanguage(code) ?? 'he';

export const directionOf = (language: string): 'rtl' | 'ltr' => (languageOf(language) === 'en' ? 'ltr' : 'rtl');

/**
 * The language of a visit: the one chosen before (stored); else, on a payer's or a signer's link
 * page, the first of the browser's languages (navigator.languages, most wanted first) that the app
 * speaks (they open a link from anyone, often on their own phone); else Hebrew, the app's language
 * (spec section 9).
 */
export function chooseLanguage({ stored, browser, followBrowser }: { stored: string | null; browser: readonly string[] | null | undefined; followBrowser: boolean }): Language {
  const chosen = (LANGUAGES as readonly (string | null)[]).includes(stored) ? (stored as Language) : null;
  const wanted = followBrowser ? (browser ?? []).map(supportedLanguage).find(Boolean) : null;
  return chosen ?? wanted ?? 'he';
}

/** Digits joined by hyphens held on one line (a word joiner after each hyphen: no break there). */
export const unbroken = (value: string): string => value.replace(/-/g, '-\u2060');

/**
 * A value put into a text, as the text's language needs it: in Arabic, digits joined by hyphens (a
 * date 30-09-2026, an account 12-600-123456) inside a left-to-right isolate (U+2066 ... U+2069).
 * Next to Arabic letters the bidi algorithm reads digits as Arabic numbers, and a hyphen does not
 * hold those together: the parts would show in reverse order (2026-09-30). Hebrew and English need
 * no isolate, and keep their text as written: where a sentence with a day in it may wrap, it renders
 * through components/display/KeepDates. Every other value is left as it is (amounts keep the shekel
 * sign where the text puts it).
 * A word joiner (U+2060) after each hyphen keeps the value on one line: a narrow screen broke a
 * date after its hyphen, its parts then shown on two lines and out of order.
 */
export function isolateDigitRuns(value: unknown, language: string | undefined): unknown {
  if (languageOf(language) !== 'ar' || typeof value !== 'string' || !/^\d+(?:[-:. ]\d+)*-\d+(?:[-:. ]\d+)*$/.test(value)) return value;
  return `\u2066${unbroken(value)}\u2069`;
}
