// Section 5 "Phone": an optional prefix of plus and 1 to 4 digits, then 10 plain digits, or a
// 3-3-4 grouping with an optional dash, dot or space (between the groups), or parentheses around
// the first three digits. Read literally: nothing stands between the prefix and the number.

const SEP = '[-. ]?';
const NUMBER = String.raw`(?:\d{10}|\d{3}${SEP}\d{3}${SEP}\d{4}|\(\d{3}\)${SEP}\d{3}${SEP}\d{4})`;
const PHONE = new RegExp(String.raw`^(?:\+\d{1,4})?${NUMBER}$`);

export function isValidPhone(value: unknown): boolean {
  return typeof value === 'string' && PHONE.test(value.trim());
}

/** The phone as the mock stores and compares it: its digits, with the leading plus kept. */
export function phoneKey(value: unknown): string {
  if (typeof value !== 'string') return '';
  const text = value.trim();
  return (text.startsWith('+') ? '+' : '') + text.replace(/\D/g, '');
}
