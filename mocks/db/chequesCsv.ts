import type { ChequeRow } from './schema';
import { ddmmyyyy } from './helpers/dates';

const COLUMNS: Array<[header: string, value: (c: ChequeRow) => unknown]> = [
  ['מספר צ׳ק', (c) => c.checkNumber],
  ['מוטב', (c) => c.payee],
  ['סכום', (c) => c.amount],
  ['תאריך פירעון', (c) => ddmmyyyy(c.checkDate)],
  ['סטטוס', (c) => c.status],
  ['בנק', (c) => c.bank],
  ['סניף', (c) => c.branch],
  ['חשבון', (c) => c.account],
  ['טלפון מוטב', (c) => c.payeePhone],
  ['שיטת משלוח', (c) => c.sendingMethod],
  ['תאריך הפקדה', (c) => ddmmyyyy(c.depositDate)],
  ['נוצר', (c) => ddmmyyyy(c.createdAt)],
];


/** RFC 4180 quoting; a text cell starting with = + - @ is prefixed so a spreadsheet does not run it. */
function cell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV of a cheque list: a BOM so Excel reads the Hebrew as UTF-8, a header row, one row each. */
export function chequesCsv(rows: ChequeRow[]): string {
  const lines = [COLUMNS.map(([h]) => cell(h)).join(','), ...rows.map((row) => COLUMNS.map(([, v]) => cell(v(row))).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
