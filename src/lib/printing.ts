// Printing cheques (spec sections 2, 5, 6, 8): cheques of the workspace, or blank cheques, printed
// from an account that may print. Section 5: "a cheque count must be chosen". What a printable
// cheque is, the most blank cheques at once and the number sequence are not shown: ours below.
import { exceedsMaxAmount, shekelsToAgorot } from './money';

/** Blank cheques printed at once: a booklet of 50 is the most a printer tray takes in one go. */
export const BLANK_CHEQUES_MAX = 50;

/** Paper the cheques go on: plain A4 (one cheque at the top of each page) or cheque forms. */
export const PRINT_PAPERS = ['a4', 'cheque'] as const;
export type PrintPaper = (typeof PRINT_PAPERS)[number];

// A cheque still to be written out and handed over: new, or waiting to be delivered. Cheques at a
// bank, deposited, answered or deleted are not printed (section 4 also blocks changing them).
const PRINTABLE = new Set(['NEW', 'NONE', 'AWAITING_DELIVERY', 'AWAITING_DELIVERY_CI3', 'AWAITING_DELIVERY_DEPOSIT']);

export type PrintProblem = 'notPrintable' | 'noPayee' | 'noAmount' | 'noDate';

export interface PrintCandidate {
  status: string;
  isDeleted?: boolean | null;
  payee?: string | null;
  amount?: number | string | null;
  checkDate?: string | null;
}

/** Why this cheque cannot be printed (a printed cheque needs payee, amount and date), or null. */
export function printProblem(cheque: PrintCandidate): PrintProblem | null {
  if (cheque.isDeleted || !PRINTABLE.has(cheque.status)) return 'notPrintable';
  if (!cheque.payee?.trim()) return 'noPayee';
  const agorot = shekelsToAgorot(cheque.amount ?? null);
  if (agorot === null || agorot <= 0 || exceedsMaxAmount(agorot)) return 'noAmount';
  if (!cheque.checkDate || !/^\d{4}-\d{2}-\d{2}/.test(cheque.checkDate)) return 'noDate';
  return null;
}

/** Section 5 "a cheque count must be chosen": a whole number from 1 to BLANK_CHEQUES_MAX. */
export function blankCountProblem(value: unknown): 'required' | 'range' | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') return 'required';
  if (!/^\d+$/.test(text)) return 'range';
  const n = Number(text);
  return n >= 1 && n <= BLANK_CHEQUES_MAX ? null : 'range';
}

/** Something to print: chosen cheques, or a valid count of blank cheques. */
export function printSelectionProblem(selected: number, blank: boolean, blankCount: unknown): 'countRequired' | 'range' | null {
  if (!blank) return selected > 0 ? null : 'countRequired';
  const problem = blankCountProblem(blankCount);
  return problem === 'required' ? 'countRequired' : problem;
}

/** The numbers the next `count` cheques of an account get, after its lastCheckNumber. */
export function nextChequeNumbers(lastCheckNumber: number | string | null | undefined, count: number): string[] {
  const last = Number(lastCheckNumber);
  const start = Number.isSafeInteger(last) && last >= 0 ? last : 0;
  return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, i) => String(start + i + 1));
}

/**
 * The MICR line printed at the foot of an Israeli cheque: cheque number, bank, branch and account,
 * zero-padded to their fixed widths (9, 2, 3, 9 digits); '' when a part is not digits.
 */
export function micrLine(parts: { checkNumber?: string | null; bank?: string | null; branch?: string | null; account?: string | null }): string {
  const fields: Array<[string | null | undefined, number]> = [
    [parts.checkNumber, 9],
    [parts.bank, 2],
    [parts.branch, 3],
    [parts.account, 9],
  ];
  if (fields.some(([value, width]) => !value || !/^\d+$/.test(value) || value.length > width)) return '';
  return fields.map(([value, width]) => value!.padStart(width, '0')).join(' ');
}
