// Section 5 "MICR": required, digits only, not all zeros (section 8: "Invalid MICR", and an
// all-zeros line has its own message).

export type MicrProblem = 'missing' | 'notDigits' | 'allZeros';

export function micrProblem(value: unknown): MicrProblem | null {
  if (typeof value !== 'string' || value === '') return 'missing';
  if (!/^[0-9]+$/.test(value)) return 'notDigits';
  return /^0+$/.test(value) ? 'allZeros' : null;
}
