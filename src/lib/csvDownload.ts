// Client-side CSV download checks of spec §5 "CSV download". The three texts are the spec's own
// error messages (Error.message), checked in the spec's order; they are not UI strings.

export const GENERIC_CSV_FILE_NAME = 'checks.csv';

const CSV_TYPES = ['text/csv', 'application/csv'];

/** The media type without parameters ('text/csv; charset=utf-8' is CSV); case-insensitive. */
export function isCsvContentType(contentType: string | null | undefined): boolean {
  if (typeof contentType !== 'string') return false;
  return CSV_TYPES.includes(contentType.split(';')[0].trim().toLowerCase());
}

export function csvResponseProblem(r: {
  ok: boolean;
  status: number;
  contentType: string | null;
  size: number;
}): string | null {
  if (!r.ok) return `HTTP error! Status: ${r.status}`;
  if (!isCsvContentType(r.contentType)) return `Unexpected response type: ${r.contentType}`;
  if (!(r.size > 0)) return 'download failed';
  return null;
}

function decodeExtValue(value: string): string | null {
  // RFC 5987: charset'language'percent-encoded
  const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(value.trim().replace(/^"(.*)"$/, '$1'));
  if (!match) return null;
  try {
    return decodeURIComponent(match[2]);
  } catch {
    return null;
  }
}

function quotedOrToken(value: string): string {
  const v = value.trim();
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(v);
  // Only \" and \\ are unescaped (what servers produce); other backslashes stay path separators.
  return quoted ? quoted[1].replace(/\\(["\\])/g, '$1') : v.replace(/"/g, '');
}

/**
 * The file name a Content-Disposition header gives, preferring filename* (UTF-8, Hebrew names)
 * over filename. Path parts are dropped so the name can never point outside the download folder.
 * No usable name -> the generic name (§5 "a fixed generic CSV file name").
 */
export function fileNameFromDisposition(header: string | null | undefined): string {
  if (typeof header !== 'string') return GENERIC_CSV_FILE_NAME;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header);
  const raw = (extended && decodeExtValue(extended[1])) ?? (plain ? quotedOrToken(plain[1]) : '');
  const name = raw
    .replace(/\p{Cc}/gu, '')
    .split(/[/\\]/)
    .pop()!
    .trim();
  return name === '' || /^\.+$/.test(name) ? GENERIC_CSV_FILE_NAME : name;
}
