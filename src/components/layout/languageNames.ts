import type { Language } from '@/i18n/languages';

/**
 * Each language's name as the language switch shows it, written in that language: the same in every
 * page language (a reader looks for their own language's name), so not among the translated texts,
 * whose other languages a page does not download.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { he: 'עברית', en: 'English', ar: 'العربية' };
