// Israeli bank codes as printed on cheques (the MICR line's bank field) and their names in the
// page's language. The backend names banks in Hebrew only; screens name them from this table by
// code and fall back to the backend's name for a code not listed here.

import { plainText } from './text';

export interface BankNames {
  he: string;
  en: string;
  ar: string;
}

/** By two-digit code (Bank of Israel list of banking corporations). */
export const BANK_NAMES: Readonly<Record<string, BankNames>> = {
  '04': { he: 'בנק יהב', en: 'Bank Yahav', ar: 'بنك يهاف' },
  '09': { he: 'בנק הדואר', en: 'Postal Bank', ar: 'بنك البريد' },
  '10': { he: 'בנק לאומי', en: 'Bank Leumi', ar: 'بنك لئومي' },
  '11': { he: 'בנק דיסקונט', en: 'Discount Bank', ar: 'بنك ديسكونت' },
  '12': { he: 'בנק הפועלים', en: 'Bank Hapoalim', ar: 'بنك هبوعليم' },
  '13': { he: 'בנק אגוד', en: 'Union Bank (Igud)', ar: 'بنك إيغود' },
  '14': { he: 'בנק אוצר החייל', en: 'Bank Otsar Ha-Hayal', ar: 'بنك أوتسار هحيال' },
  '17': { he: 'בנק מרכנתיל דיסקונט', en: 'Mercantile Discount Bank', ar: 'بنك مركنتيل ديسكونت' },
  '18': { he: 'וואן זירו הבנק הדיגיטלי', en: 'One Zero Digital Bank', ar: 'وان زيرو البنك الرقمي' },
  '20': { he: 'בנק מזרחי טפחות', en: 'Mizrahi Tefahot Bank', ar: 'بنك مزراحي طفاحوت' },
  '22': { he: 'סיטיבנק', en: 'Citibank', ar: 'سيتي بنك' },
  '23': { he: 'HSBC', en: 'HSBC', ar: 'HSBC' },
  '26': { he: 'יובנק', en: 'U-Bank', ar: 'يو بنك' },
  '31': { he: 'הבנק הבינלאומי', en: 'First International Bank', ar: 'البنك الدولي الأول' },
  '34': { he: 'בנק ערבי ישראלי', en: 'Arab Israel Bank', ar: 'البنك العربي الإسرائيلي' },
  '46': { he: 'בנק מסד', en: 'Bank Massad', ar: 'بنك مساد' },
  '52': { he: 'בנק פועלי אגודת ישראל', en: 'Poalei Agudat Israel Bank', ar: 'بنك بوعالي أغودات يسرائيل' },
  '54': { he: 'בנק ירושלים', en: 'Bank of Jerusalem', ar: 'بنك القدس' },
};

/** '4', '04', ' 004 ' -> '04'; null when not a bank code (1-3 digits, at most two significant). */
export function normaliseBankCode(code: string | number | null | undefined): string | null {
  if (code === null || code === undefined) return null;
  const digits = String(code).trim();
  if (!/^\d{1,3}$/.test(digits)) return null;
  const significant = digits.replace(/^0+/, '');
  if (significant.length > 2) return null;
  return significant.padStart(2, '0');
}

/**
 * The bank's name in the page's language (Hebrew, English or Arabic; Hebrew for another); the backend's
 * name (`fallback`) for a code this table does not know; null when neither is known.
 */
export function bankName(code: string | number | null | undefined, language: string = 'he', fallback?: unknown): string | null {
  const key = normaliseBankCode(code);
  const names = key ? BANK_NAMES[key] : undefined;
  if (names) return language.startsWith('en') ? names.en : language.startsWith('ar') ? names.ar : names.he;
  // The backend's name as text only: a reply that sends something else is no name.
  return plainText(fallback).trim() || null;
}

interface AccountParts {
  bank?: unknown;
  branch?: unknown;
  accountNumber?: unknown;
  accountName?: unknown;
}

/** "12-600-123456": the account's bank, branch and number as a cheque prints them, the parts it has. */
export function accountNumberText(account: AccountParts): string {
  return [account.bank, account.branch, account.accountNumber].map(plainText).filter(Boolean).join('-');
}

/**
 * The values of the account-option texts ("{{name}} ({{bank}}-{{branch}}-{{number}})"): its name,
 * else its number; a part the reply lacks is empty, never "undefined".
 */
export function accountOptionParams(account: AccountParts): { name: string; bank: string; branch: string; number: string } {
  const number = plainText(account.accountNumber);
  return { name: plainText(account.accountName).trim() || number, bank: plainText(account.bank), branch: plainText(account.branch), number };
}
