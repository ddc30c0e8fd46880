// CSV files of the money domain (charges report, deposit feedback), by the same rules as the
// cheque list's: a BOM so Excel reads Hebrew as UTF-8, RFC 4180 quoting, no formula injection.

export type CsvColumn<T> = [header: string, value: (row: T) => unknown];

export { ddmmyyyy } from '../helpers/dates';

function cell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(columns: ReadonlyArray<CsvColumn<T>>, rows: readonly T[]): string {
  const lines = [columns.map(([h]) => cell(h)).join(','), ...rows.map((row) => columns.map(([, v]) => cell(v(row))).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
