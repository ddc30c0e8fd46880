// Who wrote a cheque: the drawer's account as the MICR line at the foot of an Israeli cheque
// gives it (bank 2 digits, branch 3, account up to 9; src/lib/printing.ts's micrLine). The
// backend reads the parts into bank / branch / account; a cheque that carries only its MICR line
// is read from it when its parts can be told apart.
import { normaliseBankCode } from '../banks';

export interface DrawerFields {
  micr?: string | null;
  checkNumber?: string | null;
  bank?: string | null;
  branch?: string | null;
  account?: string | null;
}

export interface Drawer {
  /** Two digits. */
  bank: string;
  /** Three digits. */
  branch: string;
  /** Digits without leading zeros (as the Bank of Israel's lookup takes it). */
  account: string;
  /** One key per drawer account: 'bank-branch-account'. */
  key: string;
}

const MICR_WIDTHS = { checkNumber: 9, bank: 2, branch: 3, account: 9 } as const;
const FIXED_MICR_LENGTH = MICR_WIDTHS.checkNumber + MICR_WIDTHS.bank + MICR_WIDTHS.branch + MICR_WIDTHS.account;

/** A drawer from its three parts; null when a part is not digits of its width (an account of 1 to 9 digits, not all zeros). */
export function drawerOf(bank: unknown, branch: unknown, account: unknown): Drawer | null {
  const b = normaliseBankCode(typeof bank === 'string' || typeof bank === 'number' ? bank : null);
  const br = typeof branch === 'string' || typeof branch === 'number' ? String(branch).trim() : '';
  const ac = typeof account === 'string' || typeof account === 'number' ? String(account).trim() : '';
  if (!b || !/^\d{1,3}$/.test(br) || !/^\d{1,9}$/.test(ac) || /^0+$/.test(ac)) return null;
  const branch3 = br.padStart(3, '0');
  const accountDigits = ac.replace(/^0+/, '');
  return { bank: b, branch: branch3, account: accountDigits, key: `${b}-${branch3}-${accountDigits}` };
}

/**
 * The drawer from a MICR line (digits, spaces ignored): the fixed-width line of 23 digits
 * (cheque number 9, bank 2, branch 3, account 9), or a line that starts with the cheque's own
 * number and then bank 2, branch 3 and the account. Anything else cannot be split: null.
 */
export function drawerFromMicr(micr: unknown, checkNumber?: string | null): Drawer | null {
  if (typeof micr !== 'string') return null;
  const digits = micr.replace(/\s+/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const number = typeof checkNumber === 'string' ? checkNumber.trim() : '';
  let rest: string | null = null;
  if (number && /^\d+$/.test(number) && digits.startsWith(number) && digits.length > number.length + 5) rest = digits.slice(number.length);
  else if (digits.length === FIXED_MICR_LENGTH) rest = digits.slice(MICR_WIDTHS.checkNumber);
  if (!rest) return null;
  return drawerOf(rest.slice(0, 2), rest.slice(2, 5), rest.slice(5));
}

/** The cheque's drawer: its bank, branch and account fields, else its MICR line. */
export function chequeDrawer(cheque: DrawerFields): Drawer | null {
  return drawerOf(cheque.bank, cheque.branch, cheque.account) ?? drawerFromMicr(cheque.micr, cheque.checkNumber);
}
