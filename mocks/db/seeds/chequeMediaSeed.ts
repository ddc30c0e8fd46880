import type { Tables } from '../schema';
import { svgDataUrl } from '../chequeImages';
import type { StoredSignatureRow } from './signingSeed';

/** Shared with the signing domain, whose GET /api/workspace/signature/{ws}/all lists it. */
export const SIGNATURES_TABLE = 'signatures';

export interface SignatureRow extends StoredSignatureRow {
  /** Absent on the signing domain's rows, which are all signatures. */
  type?: 'signature' | 'stamp';
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A stamp made from text lines (spec section 3). `data-kind="stamp"` is how the mock tells a stamp
 * from a signature, since POST /api/workspace/signature carries only {signaturePath, replace}.
 */
export function stampSvg(lines: string[], colour = '#b71c1c'): string {
  const height = 24 + lines.length * 26;
  const text = lines
    .map((line, i) => `<text x="150" y="${34 + i * 26}" font-size="20" text-anchor="middle" fill="${colour}">${escapeXml(line)}</text>`)
    .join('');
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" data-kind="stamp" width="300" height="${height}" viewBox="0 0 300 ${height}" font-family="sans-serif"><rect x="4" y="4" width="292" height="${height - 8}" rx="12" fill="none" stroke="${colour}" stroke-width="3"/>${text}</svg>`,
  );
}

/**
 * Demo stamps of both workspaces, added to the signing domain's signatures: register after
 * seedSigningDomain, which fills the table only while it is empty.
 */
export function seedChequeMediaDomain(tables: Tables): void {
  const stamps: SignatureRow[] = [
    { wsId: 'w1', name: 'חותמת גלבוע סחר', type: 'stamp', signaturePath: stampSvg(['גלבוע סחר בע״מ', 'ח.פ. 515555555']) },
    { wsId: 'w2', name: 'חותמת דנה כהן', type: 'stamp', signaturePath: stampSvg(['דנה כהן']) },
  ];
  tables.extra[SIGNATURES_TABLE] = [...(tables.extra[SIGNATURES_TABLE] ?? []), ...stamps];
}
