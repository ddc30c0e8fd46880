// Israeli national ID / company number check of spec §5 (and "national ID 9 digits", §9).
// Followed literally: note that an all-zeros value passes, because the spec has no such rule.

const ID_LENGTH = 9;

function weightedDigit(digit: number, index: number): number {
  const product = digit * (index % 2 === 0 ? 1 : 2);
  return product > 9 ? product - 9 : product;
}

function weightedSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += weightedDigit(Number(digits[i]), i);
  return sum;
}

/** Numbers are refused on purpose (§5 "must be a string"): leading zeros would already be lost. */
export function isValidNationalId(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const digits = value.replace(/[^0-9]/g, '');
  if (digits.length === 0 || digits.length > ID_LENGTH) return false;
  return weightedSum(digits.padStart(ID_LENGTH, '0')) % 10 === 0;
}

/** The ninth digit that makes `first8` a valid id (for tests and generated sample data). */
export function nationalIdCheckDigit(first8: string): string {
  if (!/^[0-9]{8}$/.test(first8)) throw new RangeError('nationalIdCheckDigit needs exactly 8 digits');
  return String((10 - (weightedSum(first8) % 10)) % 10);
}

/** The nine digits a valid id stands for (as typed: '12345678-2', ' 1234 '); null when not valid. */
export function canonicalNationalId(value: unknown): string | null {
  if (!isValidNationalId(value)) return null;
  return (value as string).replace(/[^0-9]/g, '').padStart(ID_LENGTH, '0');
}
