// Spec §5 "MICR: required, digits only, not all zeros". Surrounding whitespace is ignored
// (pasted values); anything else that is not 0-9 is reported, so the user sees why.
// §8 calls all-zeros a "warning": it is still a problem here; the UI decides how loud to be.

export type MicrProblem = 'required' | 'digitsOnly' | 'allZeros';

export function isAllZeros(s: unknown): boolean {
  return typeof s === 'string' && /^0+$/.test(s.trim());
}

export function micrProblem(s: unknown): MicrProblem | null {
  if (typeof s !== 'string' || s.trim() === '') return 'required';
  if (!/^[0-9]+$/.test(s.trim())) return 'digitsOnly';
  if (isAllZeros(s)) return 'allZeros';
  return null;
}

export function isValidMicr(s: unknown): boolean {
  return micrProblem(s) === null;
}
