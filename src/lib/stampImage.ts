import { STAMP_LINE_MAX, STAMP_MAX_LINES, isValidStamp } from './limits';
import { hasForbiddenChars } from './forbiddenCharacters';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export const stampLines = (text: string): string[] => text.replace(/\r/g, '').split('\n');

/** Translation key of what is wrong with a stamp's text, or null (spec section 5: 5 lines of 40). */
export function stampProblem(text: string): string | null {
  const lines = stampLines(text);
  if (!text.trim()) return 'signing:stamp.errors.required';
  if (hasForbiddenChars(text)) return 'signing:stamp.errors.forbiddenChars';
  if (lines.length > STAMP_MAX_LINES) return 'signing:stamp.errors.tooManyLines';
  if (lines.some((l) => Array.from(l).length > STAMP_LINE_MAX)) return 'signing:stamp.errors.lineTooLong';
  return isValidStamp(lines) ? null : 'signing:stamp.errors.required';
}

/**
 * The stamp as a picture, so it is stored like any signature. `data-kind="stamp"` marks it as a
 * stamp, since POST /api/workspace/signature carries only {signaturePath, replace}.
 */
export function stampDataUrl(text: string, colour = '#b71c1c'): string {
  const lines = stampLines(text).filter((l) => l.trim());
  const height = 24 + lines.length * 26;
  const body = lines
    .map((line, i) => `<text x="150" y="${34 + i * 26}" font-size="20" text-anchor="middle" fill="${colour}">${escapeXml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" data-kind="stamp" width="300" height="${height}" viewBox="0 0 300 ${height}" font-family="Heebo, Arial, sans-serif"><rect x="4" y="4" width="292" height="${height - 8}" rx="12" fill="none" stroke="${colour}" stroke-width="3"/>${body}</svg>`;
  let binary = '';
  new TextEncoder().encode(svg).forEach((b) => (binary += String.fromCharCode(b)));
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}
