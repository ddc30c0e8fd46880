// Money rules of spec §5 "Amount and date" and §9. Amounts are integer agorot (1 shekel = 100
// agorot) and are read from strings: yup.number() accepts '1e3', '0x10' and Infinity, and
// 0.29 * 100 is 28.999... in floating point (docs/stack.md).

export const AGOROT_PER_SHEKEL = 100;
/** §5/§9: absolute upper bound, 10,000,000 shekels. */
export const MAX_AMOUNT_AGOROT = 10_000_000 * AGOROT_PER_SHEKEL;
/** §5/§9: cheques of 50,000 shekels or more need correction approval. */
export const CORRECTION_APPROVAL_AGOROT = 50_000 * AGOROT_PER_SHEKEL;
/** §9: bank-run deposit cap. Exclusive: the message shows 49,999, so 50,000 itself is refused. */
export const BANK_DEPOSIT_CAP_AGOROT = 50_000 * AGOROT_PER_SHEKEL;
/** §9: private safe cap, inclusive. */
export const PRIVATE_SAFE_CAP_AGOROT = 500_000 * AGOROT_PER_SHEKEL;

export type SafeType = 'bank' | 'private';

// Integer part plain or grouped by thousands with commas, then up to 2 decimals.
// Both parts need digits: '.5' and '5.' are refused as half-typed.
const TYPED_AMOUNT = /^(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;
// Well beyond any cheque, and small enough that shekels * 100 stays an exact integer.
const MAX_INTEGER_DIGITS = 13;

/** A typed amount -> agorot; null for anything that is not a plain non-negative amount. */
export function parseAmount(input: string | null | undefined): number | null {
  if (typeof input !== 'string') return null;
  const match = TYPED_AMOUNT.exec(input.trim());
  if (!match) return null;
  const whole = match[1].replace(/,/g, '');
  if (whole.replace(/^0+/, '').length > MAX_INTEGER_DIGITS) return null;
  return Number(whole) * AGOROT_PER_SHEKEL + Number((match[2] ?? '').padEnd(2, '0'));
}

/** '1234.50' (no grouping, '-' for negatives) for the backend; built from digits, not floats. */
export function agorotToShekels(agorot: number): string {
  if (!Number.isSafeInteger(agorot)) throw new RangeError(`agorot must be a safe integer, got ${agorot}`);
  const sign = agorot < 0 ? '-' : '';
  const digits = String(Math.abs(agorot)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * A backend number or numeric string in shekels -> agorot, rounded half away from zero to the
 * nearest agora by string arithmetic (0.29 -> 29, 1234.5 -> 123450, 0.1 + 0.2 -> 30).
 * Null for anything that is not a finite decimal.
 */
export function shekelsToAgorot(value: number | string | null | undefined): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
    // String() uses exponents below 1e-6 and from 1e21: tiny values round to 0, huge ones are not money.
    if (/e/i.test(text)) {
      if (Math.abs(value) >= 1) return null;
      text = '0';
    }
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = /^([-+]?)(\d+)(?:\.(\d*))?$/.exec(text) ?? /^([-+]?)()\.(\d+)$/.exec(text);
  if (!match) return null;
  const [, sign, wholeRaw, frac = ''] = match;
  const whole = wholeRaw.replace(/^0+/, '') || '0';
  if (whole.length > MAX_INTEGER_DIGITS) return null;
  let agorot = Number(whole) * AGOROT_PER_SHEKEL + Number(frac.slice(0, 2).padEnd(2, '0'));
  if (frac.length > 2 && frac[2] >= '5') agorot += 1;
  return sign === '-' && agorot !== 0 ? -agorot : agorot;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A whole count as the app shows it ('1,234': Western digits, the amounts' thousands separator) in
 * every language, as Intl would write it for he, en and ar-u-nu-latn (Arabic with Western digits), without
 * Intl: building a locale's number formatter costs a phone's first render. '' if not an integer.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return '';
  return (count < 0 ? '-' : '') + groupThousands(String(Math.abs(count)));
}

/** '1,234.50' whatever the locale (for amount inputs and the English UI); '' if not agorot. */
export function formatAmountPlain(agorot: number): string {
  if (!Number.isSafeInteger(agorot)) return '';
  const [whole, frac] = agorotToShekels(agorot).split('.');
  return `${groupThousands(whole)}.${frac}`;
}

const RLM = '\u200F';
const LRM = '\u200E';
const NBSP = '\u00A0';

/**
 * An amount as the app shows it (docs/ui-conventions.md): Hebrew and Arabic '\u200F14,080.57\u00A0₪'
 * (a right-to-left mark, the figure in Western digits, a no-break space, the sign), English '₪14,080.57'. A minus sign
 * sits before the figure; in Hebrew a left-to-right mark keeps it there inside right-to-left text.
 * Built from digits (no Intl): the same text in every browser. '' when not agorot.
 */
export function formatMoney(agorot: number, language: string = 'he'): string {
  if (!Number.isSafeInteger(agorot)) return '';
  const figure = formatAmountPlain(Math.abs(agorot));
  const minus = agorot < 0 ? '-' : '';
  if (language.startsWith('en')) return `${minus}₪${figure}`;
  return `${RLM}${minus ? LRM + minus : ''}${figure}${NBSP}₪`;
}

/** Sum of backend amounts (shekels) in agorot, exact; amounts that are not money count as 0. */
export function sumAgorot(values: Iterable<number | string | null | undefined>): number {
  let total = 0;
  for (const value of values) total += shekelsToAgorot(value) ?? 0;
  return total;
}

export function needsCorrectionApproval(agorot: number): boolean {
  return agorot >= CORRECTION_APPROVAL_AGOROT;
}

export function exceedsMaxAmount(agorot: number): boolean {
  return agorot > MAX_AMOUNT_AGOROT;
}

/** The largest amount a deposit through this safe accepts: 49,999.99 or 500,000.00 shekels. */
export function maxDepositAgorot(safeType: SafeType): number {
  return safeType === 'bank' ? BANK_DEPOSIT_CAP_AGOROT - 1 : PRIVATE_SAFE_CAP_AGOROT;
}

export function exceedsDepositCap(agorot: number, safeType: SafeType): boolean {
  return agorot > maxDepositAgorot(safeType);
}
