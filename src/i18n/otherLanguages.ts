// What only a page in English or Arabic loads (i18n.ts, with the first of its texts): the list of
// their text files and the Arabic face. Out of the i18n module, which every first screen downloads,
// so that a Hebrew visitor carries neither.
export const otherLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>(['./locales/en/*.json', './locales/ar/*.json']);

/** Noto Sans Arabic's sheet (styles/arabicFace.scss): asked when the page turns Arabic. */
export const loadArabicFace = () => import('@/styles/arabicFace.scss');
