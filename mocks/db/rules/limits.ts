// Section 9's constants and section 5's limits, as the mock backend checks them. Amounts are
// integer agorot (1 shekel = 100 agorot); lengths count characters as a person sees them.

export const AGOROT = 100;
/** Section 5/9: no cheque above 10,000,000 shekels (10,000,000 itself is allowed). */
export const MAX_CHEQUE_AGOROT = 10_000_000 * AGOROT;
/** Section 5/9: a cheque of 50,000 or more needs correction approval. */
export const CORRECTION_APPROVAL_FROM_AGOROT = 50_000 * AGOROT;
/**
 * Section 9: "50,000 through the bank-run deposit option (one message shows 49,999 as the cap)".
 * Both readings agree only if 50,000 itself is refused: the largest bank-run deposit is 49,999.99.
 */
export const BANK_RUN_CAP_AGOROT = 50_000 * AGOROT;
/** Section 9: 500,000 through the private safe (500,000 itself allowed). */
export const PRIVATE_SAFE_CAP_AGOROT = 500_000 * AGOROT;

export const COMMENT_MAX = 100;
export const STAMP_LINES_MAX = 5;
export const STAMP_LINE_CHARS_MAX = 40;
export const SIGNATURES_MAX = 5;
export const DAYS_TO_DELETE_MIN = 5;
export const DAYS_TO_DELETE_MAX = 183;
/** Section 5 "Limits": "maximum 20 characters and 10 digits where applicable". */
export const FIELD_CHARS_MAX = 20;
export const FIELD_DIGITS_MAX = 10;
export const UPLOAD_BYTES_MAX = 2 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

const chars = (s: string) => [...s].length;

export const isWithinChequeMaximum = (agorot: number) => agorot <= MAX_CHEQUE_AGOROT;
export const needsCorrectionApproval = (agorot: number) => agorot >= CORRECTION_APPROVAL_FROM_AGOROT;

export type SafeKind = 'bank' | 'private';

/** Whether a cheque of `agorot` may be deposited through this kind of safe (section 9). */
export function depositAllowed(agorot: number, safe: SafeKind): boolean {
  return safe === 'bank' ? agorot < BANK_RUN_CAP_AGOROT : agorot <= PRIVATE_SAFE_CAP_AGOROT;
}

/** Text of at most `max` characters; an absent value is not too long (required is another rule). */
export function fitsChars(value: unknown, max = FIELD_CHARS_MAX): boolean {
  if (value === undefined || value === null || value === '') return true;
  return typeof value === 'string' && chars(value) <= max;
}

/** Digits only, at most `max` of them; a whole non-negative number counts as its digits. */
export function fitsDigits(value: unknown, max = FIELD_DIGITS_MAX): boolean {
  if (value === undefined || value === null || value === '') return true;
  const text = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  return typeof text === 'string' && /^[0-9]+$/.test(text) && text.length <= max;
}

export const isValidComment = (text: string) => text.trim() !== '' && chars(text) <= COMMENT_MAX;

/** A text stamp: 1 to 5 lines, each at most 40 characters. */
export function isValidStampLines(lines: readonly string[]): boolean {
  return lines.length >= 1 && lines.length <= STAMP_LINES_MAX && lines.every((line) => chars(line) <= STAMP_LINE_CHARS_MAX);
}

export const fitsSignatures = (count: number) => count <= SIGNATURES_MAX;

/** Whole days from 5 to 183; the number may come as a digit string. */
export function isValidDaysToDelete(value: unknown): boolean {
  const n = typeof value === 'string' && /^[0-9]+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= DAYS_TO_DELETE_MIN && n <= DAYS_TO_DELETE_MAX;
}

export type UploadProblem = 'type' | 'size';

/** An uploaded file: jpeg, png or gif (the type's parameters and case ignored), at most 2 MB. */
export function uploadProblem(contentType: string, bytes: number): UploadProblem | null {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (!(UPLOAD_TYPES as readonly string[]).includes(type)) return 'type';
  return bytes > UPLOAD_BYTES_MAX ? 'size' : null;
}
