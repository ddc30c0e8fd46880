// Printing cheques (sections 2, 5, 6, 8). Section 5: "a cheque count must be chosen". What can be
// printed, how many blank cheques at once and the numbers are not shown: the mock's choices below.
import { MAX_CHEQUE_AGOROT } from './limits';

export const PAPERS = ['a4', 'cheque'] as const;
export const BLANK_MAX = 50;

/** Not yet on its way: a cheque still here, or waiting for its delivery. */
const PRINTABLE = new Set(['NONE', 'NEW', 'AWAITING_DELIVERY', 'AWAITING_DELIVERY_CI3', 'AWAITING_DELIVERY_DEPOSIT']);

/** A printed cheque is complete: payee, an amount within the maximum, a due date. */
export function isPrintable(c: { status: string; isDeleted?: boolean; payee?: string; checkDate?: string }, agorot: number | null): boolean {
  if (c.isDeleted || !PRINTABLE.has(c.status) || !c.payee?.trim()) return false;
  if (agorot === null || agorot <= 0 || agorot > MAX_CHEQUE_AGOROT) return false;
  return /^\d{4}-\d{2}-\d{2}/.test(c.checkDate ?? '');
}

/** A count of blank cheques: a whole number 1 to 50 (a number or its digits). */
export function isValidBlankCount(value: unknown): boolean {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[0-9]+$/.test(text) && Number(text) >= 1 && Number(text) <= BLANK_MAX;
}

/** The next `count` cheque numbers of an account after its last one. */
export function nextNumbers(last: number | undefined, count: number): string[] {
  const start = Number.isSafeInteger(last) && (last as number) >= 0 ? (last as number) : 0;
  return Array.from({ length: count }, (_, i) => String(start + i + 1));
}

/** The MICR line of a blank cheque: number, bank, branch, account, zero-padded (9, 2, 3, 9). */
export function blankMicr(parts: { checkNumber: string; bank: string; branch: string; account: string }): string {
  return [parts.checkNumber.padStart(9, '0'), parts.bank.padStart(2, '0'), parts.branch.padStart(3, '0'), parts.account.padStart(9, '0')].join('');
}
