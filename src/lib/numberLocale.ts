/**
 * The Intl locale for numbers in a page language: Arabic with Western digits. The app never shows
 * Arabic-Indic digits: amounts, dates and codes read the same in the three languages (amounts and
 * dates are built from digits without Intl: lib/money.ts, lib/dayText.ts).
 */
export function numberLocale(language: string): string {
  return language.startsWith('ar') ? 'ar-u-nu-latn' : language;
}
