// A workspace's bank accounts (sections 3, 5, 6): signators, and the account flags that cannot go
// together.
import { SIGNATURES_MAX } from './limits';

/**
 * Section 5 "at least one signator must be selected"; the number required is 1 to 5 and cannot
 * exceed the signators selected (or no cheque could ever be signed).
 */
export function isValidSignators(required: unknown, selected: readonly string[]): boolean {
  const n = typeof required === 'string' && /^[0-9]+$/.test(required.trim()) ? Number(required) : required;
  if (selected.length === 0 || new Set(selected).size !== selected.length) return false;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= SIGNATURES_MAX && n <= selected.length;
}

/** A payee-only account receives cheques: it cannot also print them. */
export const flagsConflict = (flags: { payeeOnly?: boolean; can_print?: boolean }) => !!flags.payeeOnly && !!flags.can_print;
