// Field limits of spec §5 ("Limits", "Days to delete", "Images") and §9 (the time-outs every app
// reads at start are in lib/timeouts.ts: a first page does not download the forms' limits with them).
// Length predicates pass on an absent value (null/undefined/''): whether a field is required
// is a separate rule (§5 "Required-field messages"), so a form shows one message, not two.
// Lengths count code points, i.e. characters as the user sees them, not UTF-16 units.

export const MAX_SIGNATURES = 5;
export const STAMP_MAX_LINES = 5;
export const STAMP_LINE_MAX = 40;
export const COMMENT_MAX = 100;
export const FIELD_MAX_CHARS = 20;
export const FIELD_MAX_DIGITS = 10;
export const DAYS_TO_DELETE_MIN = 5;
export const DAYS_TO_DELETE_MAX = 183;
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const TERMINAL_ADDRESS_MAX = 255;
export const OTP_MIN_DIGITS = 4;
export const OTP_MAX_DIGITS = 8;
const OTP_PATTERN = new RegExp(`^[0-9]{${OTP_MIN_DIGITS},${OTP_MAX_DIGITS}}$`);

const charCount = (s: string): number => Array.from(s).length;
const isAbsent = (s: unknown): s is null | undefined | '' => s === null || s === undefined || s === '';

/** A text stamp: 1 to 5 lines of at most 40 characters, with at least one non-blank line. */
export function isValidStamp(lines: readonly string[] | null | undefined): boolean {
  if (!Array.isArray(lines) || lines.length === 0 || lines.length > STAMP_MAX_LINES) return false;
  if (!lines.every((l) => typeof l === 'string' && charCount(l) <= STAMP_LINE_MAX)) return false;
  return lines.some((l) => l.trim().length > 0);
}

export function isValidComment(s: unknown): boolean {
  return isWithinMaxChars(s, COMMENT_MAX);
}

/** Whole days 5..183; a digit string (from an input) is accepted too. */
export function isValidDaysToDelete(n: unknown): boolean {
  const value = typeof n === 'string' && /^\s*[0-9]+\s*$/.test(n) ? Number(n) : n;
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= DAYS_TO_DELETE_MIN &&
    value <= DAYS_TO_DELETE_MAX
  );
}

/** MIME types compare case-insensitively and may carry parameters. */
export function isAllowedImageType(mime: unknown): boolean {
  if (typeof mime !== 'string') return false;
  const essence = mime.split(';')[0].trim().toLowerCase();
  return (ALLOWED_IMAGE_TYPES as readonly string[]).includes(essence);
}

export function isWithinUploadLimit(bytes: unknown): boolean {
  return typeof bytes === 'number' && Number.isFinite(bytes) && bytes >= 0 && bytes <= UPLOAD_MAX_BYTES;
}

export function isWithinMaxChars(s: unknown, max: number = FIELD_MAX_CHARS): boolean {
  if (isAbsent(s)) return true;
  return typeof s === 'string' && charCount(s) <= max;
}

/** Digits only (0-9) and at most `max` of them; a non-negative safe integer counts as its digits. */
export function isWithinMaxDigits(s: unknown, max: number = FIELD_MAX_DIGITS): boolean {
  if (isAbsent(s)) return true;
  const text = typeof s === 'number' && Number.isSafeInteger(s) && s >= 0 ? String(s) : s;
  return typeof text === 'string' && /^[0-9]+$/.test(text) && text.length <= max;
}

/** True while fewer than 5 signatures are on the cheque (§5 "at most 5 signatures"). */
export function canAddSignature(count: number): boolean {
  return Number.isInteger(count) && count >= 0 && count < MAX_SIGNATURES;
}

/** One-time code: 4 to 8 digits (§5 "a code that is too short ... is rejected"). */
export function isValidOtp(code: unknown): boolean {
  return typeof code === 'string' && OTP_PATTERN.test(code.trim());
}
