import { badRequest } from './MockHttpError';
import { decodeDataUrl } from './chequeImages';

/** Israeli bank codes the mock knows; 99 stands for a bank the service does not support. */
export const BANKS: ReadonlyArray<{ code: string; name: string }> = [
  { code: '04', name: 'בנק יהב' },
  { code: '09', name: 'בנק הדואר' },
  { code: '10', name: 'בנק לאומי' },
  { code: '11', name: 'בנק דיסקונט' },
  { code: '12', name: 'בנק הפועלים' },
  { code: '13', name: 'בנק אגוד' },
  { code: '14', name: 'בנק אוצר החייל' },
  { code: '17', name: 'בנק מרכנתיל דיסקונט' },
  { code: '20', name: 'בנק מזרחי טפחות' },
  { code: '31', name: 'הבנק הבינלאומי' },
  { code: '46', name: 'בנק מסד' },
  { code: '54', name: 'בנק ירושלים' },
  { code: '99', name: 'בנק לא נתמך' },
];
export const UNSUPPORTED_BANK = '99';

/** The banks a deposit can go to, and through which kind of safe (GET .../depositable-banks). */
export const DEPOSITABLE_BANKS: ReadonlyArray<{ bank: string; name: string; safeType: 'private' | 'bank' }> = [
  { bank: '10', name: 'בנק לאומי', safeType: 'private' },
  { bank: '12', name: 'בנק הפועלים', safeType: 'bank' },
  { bank: '20', name: 'בנק מזרחי טפחות', safeType: 'bank' },
];
export const RESTRICTED_ACCOUNT = '999999';

const pad2 = (bank: string) => bank.padStart(2, '0');

/**
 * The backend's bank check: known bank, 1-3 digit branch, 2-9 digit account. An unsupported bank
 * needs correction (an error); a restricted account is only a warning on the cheque.
 */
export function validateBankData(bank: string, branch: string, account: string) {
  const known = BANKS.find((b) => b.code === pad2(bank));
  if (!known || !/^\d{1,2}$/.test(bank) || !/^\d{1,3}$/.test(branch) || !/^\d{2,9}$/.test(account) || /^0+$/.test(branch)) {
    throw badRequest('Account, Bank or Branch is not valid');
  }
  if (known.code === UNSUPPORTED_BANK) throw badRequest('Unsupported bank');
  return { valid: true, bankName: known.name, restrictedAccount: account === RESTRICTED_ACCOUNT };
}

/** Our MICR line: cheque number (7), bank (2), branch (3), account (the rest), as in the seed. */
export function splitMicr(micr: string) {
  if (!/^\d{15,}$/.test(micr)) return {};
  return { checkNumber: micr.slice(0, 7), bank: micr.slice(7, 9), branch: micr.slice(9, 12), account: micr.slice(12) };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 97) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return Math.imul(h ^ text.length, 16777619) >>> 0;
}

/**
 * "Reads" a cheque picture. A picture carrying the text `MICR:<digits>` (the e2e sample keeps it
 * in a JPEG comment) yields exactly that line, and `AMOUNT:<shekels>` an amount; any other picture
 * yields plausible details derived from its bytes, the same every time.
 */
export function detectCheque(base64: string) {
  const decoded = decodeDataUrl(base64.startsWith('data:') ? base64 : `data:image/jpeg;base64,${base64}`);
  if (!decoded || !decoded.bytes.length) throw badRequest('Invalid data structure');
  const text = String.fromCharCode(...decoded.bytes.subarray(0, 4096));
  const micr = /MICR:(\d{15,22})/.exec(text)?.[1];
  const amount = /AMOUNT:(\d+(?:\.\d{1,2})?)/.exec(text)?.[1];
  if (micr) return { micr, ...splitMicr(micr), ...(amount ? { amount } : {}) };
  const h = hash(base64);
  const banks = ['10', '11', '12', '20', '31'];
  const checkNumber = String(1000000 + (h % 8999999)).slice(-7);
  const bank = banks[h % banks.length];
  const branch = String(100 + (h % 899));
  const account = String(100000 + (h % 899999));
  return { micr: `${checkNumber}${bank}${branch}${account}`, checkNumber, bank, branch, account };
}
