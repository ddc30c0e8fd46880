// Phone format of spec §5: "optional prefix of plus and 1 to 4 digits, then 10 plain digits or a
// 3-3-4 grouping with optional dash, dot or space, or parentheses around the first three digits".
// ASCII digits only (no `u` flag, so \d is [0-9]); surrounding whitespace is ignored.

// The prefix runs straight into the number: the spec names separators only inside the grouping.
const PREFIX = String.raw`(?:\+\d{1,4})?`;
const SEP = '[-. ]?';
const PLAIN = String.raw`\d{10}`;
const GROUPED = String.raw`\d{3}${SEP}\d{3}${SEP}\d{4}`;
const PARENS = String.raw`\(\d{3}\)${SEP}\d{3}${SEP}\d{4}`;
const PHONE = new RegExp(`^${PREFIX}(?:${PLAIN}|${GROUPED}|${PARENS})$`);

export function isValidPhone(s: unknown): boolean {
  return typeof s === 'string' && PHONE.test(s.trim());
}

/** Digits only, keeping a leading + (what the backend calls and OTP lookups expect). */
export function normalizePhone(s: string | null | undefined): string {
  if (typeof s !== 'string') return '';
  const trimmed = s.trim();
  const digits = trimmed.replace(/[^0-9]/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/**
 * Spec section 5: a payee phone is saved only once its one-time code was verified. A phone left
 * as it was (`initial`) or already verified needs no code; an empty one needs none either, nor
 * an invalid one (the form's validation refuses it first).
 */
export function payeePhoneNeedsCode(value: string | null | undefined, initial: string | null | undefined, verified: readonly string[]): boolean {
  const phone = normalizePhone(value);
  return !!phone && isValidPhone(value) && phone !== normalizePhone(initial) && !verified.includes(phone);
}
