// Israeli bank account check digits: Masav's "בדיקות חוקיות מספרי חשבון" (2015 text, see
// shared/docs/israeli-banks.md). The rules change now and then and the backend decides, so a
// failure is a warning that names the likely typo, never a block.
//
// Notation of the document: branch = 3 digits S T U; account = 9 digits A B C D E F G H X
// (left-padded with zeros, X the check digit).

export type BankRule = 'leumi' | 'hapoalim' | 'yahav' | 'mizrahi' | 'discount' | 'firstInternational' | 'postal' | 'citibank' | 'massad' | 'otsarHahayal' | 'none';

export type BankAccountCheck =
  /** The number passes the bank's rule. */
  | { status: 'valid'; rule: BankRule }
  /** Nothing to check: incomplete or malformed input (other validators report it), or no rule for the bank. */
  | { status: 'unchecked'; rule: BankRule }
  /**
   * The check digit does not fit. `swaps` are the numbers made by swapping two neighbouring
   * digits that would pass (the commonest typo); `lastDigits` the last digits that would pass.
   */
  | { status: 'warning'; rule: BankRule; swaps: string[]; lastDigits: string[] };

const digitsOf = (s: string): number[] => Array.from(s, Number);
const weighted = (digits: number[], weights: number[]): number => digits.reduce((sum, d, i) => sum + d * weights[i], 0);

/** A X..1 weighting over the last `weights.length` digits of the 9-digit account. */
const tail = (acc: number[], n: number) => acc.slice(9 - n);
const W9 = [9, 8, 7, 6, 5, 4, 3, 2, 1];
const W6 = [6, 5, 4, 3, 2, 1];

function hapoalimSum(branch: number[], acc: number[]): number {
  return weighted(branch, [9, 8, 7]) + weighted(tail(acc, 6), W6);
}

/** Massad (46) and Otsar HaHayal (14): test A (as Hapoalim) with branch exceptions, else test B. */
function massadStyle(branch: string, b: number[], acc: number[], extra: (branch: number, remainder: number) => boolean): boolean {
  const remainderA = hapoalimSum(b, acc) % 11;
  if (remainderA === 0 || extra(Number(branch), remainderA)) return true;
  return weighted(acc, W9) % 11 === 0 || weighted(tail(acc, 6), W6) % 11 === 0;
}

const MASSAD_REMAINDER_2 = new Set([154, 166, 178, 181, 183, 191, 192, 503, 505, 507, 515, 516, 527, 539]);
const OTSAR_REMAINDER_2 = new Set([385, 384, 365, 347]);
const OTSAR_REMAINDER_2_OR_4 = new Set([361, 362, 363]);

const RULES: Record<Exclude<BankRule, 'none'>, (branch: string, account: string) => boolean> = {
  leumi: (branch, account) => {
    const acc = digitsOf(account);
    const sum = weighted(digitsOf(branch), [10, 9, 8]) + weighted(acc.slice(1, 7), [7, 6, 5, 4, 3, 2]) + Number(account.slice(7));
    return [90, 72, 70, 60, 20].includes(sum % 100);
  },
  hapoalim: (branch, account) => [0, 2, 4, 6].includes(hapoalimSum(digitsOf(branch), digitsOf(account)) % 11),
  yahav: (branch, account) => [0, 2].includes(hapoalimSum(digitsOf(branch), digitsOf(account)) % 11),
  mizrahi: (branch, account) => {
    const n = Number(branch);
    const effective = String(n > 400 ? n - 400 : n).padStart(3, '0');
    return [0, 2, 4].includes(hapoalimSum(digitsOf(effective), digitsOf(account)) % 11);
  },
  discount: (_branch, account) => [0, 2, 4].includes(weighted(digitsOf(account), W9) % 11),
  firstInternational: (_branch, account) => {
    const acc = digitsOf(account);
    return [0, 6].includes(weighted(acc, W9) % 11) || [0, 6].includes(weighted(tail(acc, 6), W6) % 11);
  },
  postal: (_branch, account) => weighted(digitsOf(account), W9) % 10 === 0,
  citibank: (_branch, account) => {
    const acc = digitsOf(account);
    return 11 - (weighted(acc.slice(0, 8), [3, 2, 7, 6, 5, 4, 3, 2]) % 11) === acc[8];
  },
  massad: (branch, account) =>
    massadStyle(branch, digitsOf(branch), digitsOf(account), (b, r) => r === 2 && MASSAD_REMAINDER_2.has(b)),
  otsarHahayal: (branch, account) =>
    massadStyle(branch, digitsOf(branch), digitsOf(account), (b, r) => (r === 2 && (OTSAR_REMAINDER_2.has(b) || OTSAR_REMAINDER_2_OR_4.has(b))) || (r === 4 && OTSAR_REMAINDER_2_OR_4.has(b))),
};

const RULE_OF_BANK: Record<number, Exclude<BankRule, 'none'>> = {
  10: 'leumi', 13: 'leumi', 34: 'leumi',
  12: 'hapoalim',
  4: 'yahav',
  20: 'mizrahi',
  11: 'discount', 17: 'discount',
  31: 'firstInternational', 52: 'firstInternational',
  9: 'postal',
  22: 'citibank',
  46: 'massad',
  14: 'otsarHahayal',
};

/** The rule Masav publishes for a bank code; 'none' for Jerusalem (54) and banks without one here. */
export function bankRuleOf(bank: string | number): BankRule {
  const code = Number(String(bank).trim());
  return Number.isInteger(code) ? (RULE_OF_BANK[code] ?? 'none') : 'none';
}

const BANK = /^[0-9]{1,2}$/;
const BRANCH = /^[0-9]{1,3}$/;
const ACCOUNT = /^[0-9]{2,9}$/;

function passes(rule: Exclude<BankRule, 'none'>, branch: string, account: string): boolean {
  return RULES[rule](branch.padStart(3, '0'), account.padStart(9, '0'));
}

/** Neighbouring-digit swaps of what was typed that would pass (distinct, in typing order). */
function passingSwaps(rule: Exclude<BankRule, 'none'>, branch: string, account: string): string[] {
  const found: string[] = [];
  for (let i = 0; i + 1 < account.length; i += 1) {
    if (account[i] === account[i + 1]) continue;
    const swapped = account.slice(0, i) + account[i + 1] + account[i] + account.slice(i + 2);
    if (!found.includes(swapped) && passes(rule, branch, swapped)) found.push(swapped);
  }
  return found;
}

function passingLastDigits(rule: Exclude<BankRule, 'none'>, branch: string, account: string): string[] {
  const stem = account.slice(0, -1);
  return '0123456789'.split('').filter((d) => passes(rule, branch, stem + d));
}

/**
 * Checks bank, branch and account number as typed (digits only; surrounding spaces ignored).
 * Incomplete or malformed input and banks without a rule are 'unchecked'.
 */
export function checkBankAccount(bank: string | number, branch: string | number, account: string | number): BankAccountCheck {
  const [b, br, acc] = [bank, branch, account].map((v) => String(v ?? '').trim());
  const rule = BANK.test(b) ? bankRuleOf(b) : 'none';
  if (rule === 'none' || !BRANCH.test(br) || !ACCOUNT.test(acc)) return { status: 'unchecked', rule };
  if (passes(rule, br, acc)) return { status: 'valid', rule };
  return { status: 'warning', rule, swaps: passingSwaps(rule, br, acc), lastDigits: passingLastDigits(rule, br, acc) };
}

/** What the warning says, as a translation key and its values (namespace of the caller). */
export function bankAccountWarning(check: BankAccountCheck): { key: 'swap' | 'lastDigit' | 'mistyped'; suggestion?: string; digits?: string } | null {
  if (check.status !== 'warning') return null;
  if (check.swaps.length === 1) return { key: 'swap', suggestion: check.swaps[0] };
  if (check.lastDigits.length) return { key: 'lastDigit', digits: check.lastDigits.join(', ') };
  return { key: 'mistyped' };
}
