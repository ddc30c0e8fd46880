import i18n, { type BackendModule, type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import heCommon from './locales/he/common.json';
import { chooseLanguage, directionOf, isolateDigitRuns, languageOf, LANGUAGES, type Language } from './languages';
import { appOf } from '@/boot/landingPages';
import { yieldToMain } from '@/lib/yieldToMain';

export { LANGUAGES, type Language } from './languages';
const STORAGE_KEY = 'lang';

/**
 * The language a visitor gets (languages.ts chooseLanguage): the one chosen before; on a payer's or
 * a signer's link page, the browser's when it is one of ours; else Hebrew.
 */
export function initialLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // storage closed (private mode): no choice remembered
  }
  const followBrowser = appOf(window.location.pathname, () => true) === 'standalone';
  return chooseLanguage({ stored, browser: navigator.languages, followBrowser });
}

/**
 * i18next does not set <html dir> itself (docs/stack.md): `dir` and `lang` follow the language.
 * Arabic brings its face (otherLanguages.ts) when first shown: a Hebrew or an English visitor
 * never downloads it.
 */
function applyDocumentLanguage(lng: string): void {
  const language = languageOf(lng);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  if (language === 'ar') void otherLanguages().then((m) => m.loadArabicFace()).catch(() => undefined);
}

export function changeLanguage(lng: Language): Promise<unknown> {
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // private mode: the choice lasts for this page only
  }
  return i18n.changeLanguage(lng);
}

// Hebrew `common` ships with the first page; every other namespace and language load on demand. The
// list of English and Arabic files is a module of its own (otherLanguages.ts), loaded with the first
// of them: a Hebrew visitor's first download does not carry it.
// `staff` holds the shared texts only signed-in screens use (menus, titles, permissions, statuses, filters
// ...): a payer's or a signer's page never downloads it. Any key not found in its namespace is
// looked up there (`fallbackNS`), so `t('nav.cheques')` works from any namespace once the staff
// app has loaded it (loadStaffTexts, before its first screen). `errors` holds the texts of the
// server's refusals (spec section 8's catalogue): loaded with the first refusal (loadErrorTexts,
// api/http.ts), then found from any namespace the same way. What the client says itself (no
// connection, time-out, a malformed reply...) stays in `common`. `screenParts` holds the texts of
// the shared parts only other screens than the home have (file, phone-code, date-range, colour and
// company fields, the account check, sharing, cropping, detail sections, the action refusals):
// loaded with those screens' sheet (styles/screenPartsTexts.ts), not a fallback: the components name it, so that
// one shown before it arrives waits for it instead of showing keys.
type LocaleFiles = Record<string, () => Promise<{ default: Record<string, unknown> }>>;
const hebrewFiles: LocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/he/*.json');
const otherLanguages = () => import('./otherLanguages');
const filesOf = (lng: string): Promise<LocaleFiles> => (lng === 'he' ? Promise.resolve(hebrewFiles) : otherLanguages().then((m) => m.otherLocaleFiles));

/** i18next's loader of a language's namespace: its JSON file's chunk (none: an empty namespace). */
const localeChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lng, ns, callback) {
    filesOf(lng)
      .then((files) => {
        const load = files[`./locales/${lng}/${ns}.json`];
        return load ? load().then((m) => m.default) : {};
      })
      .then(
        (texts) => callback(null, texts),
        (error: Error) => callback(error, null),
      );
  },
};

/**
 * i18next's formatter, replaced: the texts use no `{{value, format}}` of its own (amounts and dates
 * are formatted before they go in); each value put into a text is isolated where the language
 * needs it (languages.ts, isolateDigitRuns).
 */
const digitRunsFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, _format, lng) => isolateDigitRuns(value, lng) as string,
};

/**
 * Resolves once the texts are ready to show. i18next is set up in a task after the one that
 * evaluated it (lib/yieldToMain): on a phone each is a short task instead of one long one. Once
 * only: this module evaluated again (a test's vi.resetModules, a hot reload) keeps the texts loaded.
 */
export const i18nReady = yieldToMain().then(() =>
  i18n.isInitialized || i18n.isInitializing
    ? undefined
    : i18n
        .use(initReactI18next)
        .use(localeChunks)
        .use(digitRunsFormatter)
        .init({
          lng: initialLanguage(),
          fallbackLng: 'he',
          supportedLngs: [...LANGUAGES],
          ns: ['common'],
          defaultNS: 'common',
          fallbackNS: ['staff', 'errors'],
          partialBundledLanguages: true,
          resources: { he: { common: heCommon } },
          // Every value put into a text passes the formatter above (dates inside Arabic sentences).
          interpolation: { escapeValue: false, alwaysFormat: true },
          returnNull: false,
        }),
);

/**
 * The texts of the server's refusals, in before a refusal reaches the screen that asked (api/http.ts).
 * Never fails: without them a refusal is said with the generic text (errorText's default).
 */
export function loadErrorTexts(): Promise<void> {
  return i18nReady.then(() => i18n.loadNamespaces('errors')).catch(() => undefined);
}

/** The staff app's shared texts (src/main.tsx, before its first screen; tests load them too). */
export function loadStaffTexts(): Promise<void> {
  return i18nReady.then(() => i18n.loadNamespaces('staff'));
}

i18n.on('languageChanged', applyDocumentLanguage);
applyDocumentLanguage(i18n.language || initialLanguage());

export { i18n };
