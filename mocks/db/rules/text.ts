// Section 5 "Text": the characters <, > and & are rejected.

export function hasForbiddenChars(value: unknown): boolean {
  return typeof value === 'string' && /[<>&]/.test(value);
}

/** A string without <, > or &. */
export const isSafeText = (value: unknown): value is string => typeof value === 'string' && !hasForbiddenChars(value);

/** A name of a tag or key: required, at most 20 characters (section 5 "Limits"), safe text. */
export function isValidShortName(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const name = value.trim();
  return name !== '' && [...name].length <= 20 && isSafeText(name);
}
