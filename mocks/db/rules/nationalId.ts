// Section 5 "National ID" (an id or company number): a string; non-digits stripped; more than 9
// digits is invalid; left-padded with zeros to 9; digits at even positions (0, 2, ... from the
// left) weighted 1, odd positions weighted 2; a product above 9 has 9 subtracted; the sum must be
// divisible by 10. A value with no digit at all is no id (section 5: "must be valid").

export function isValidNationalId(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const digits = value.replace(/\D/g, '');
  if (digits.length === 0 || digits.length > 9) return false;
  let sum = 0;
  [...digits.padStart(9, '0')].forEach((d, position) => {
    const product = Number(d) * (position % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  });
  return sum % 10 === 0;
}

/** The id as stored: nine digits. */
export const nationalIdKey = (value: string) => value.replace(/\D/g, '').padStart(9, '0');
