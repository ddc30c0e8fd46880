import type { ChequeRow, Tables } from '../schema';

/** A cheque signature as the backend would keep it: who signed, with what, when. */
export interface ChequeSignatureRow {
  checkId: string;
  signerId: string;
  signature: string;
  at: string;
}

/** A workspace's stored signature (spec section 7: POST /api/workspace/signature/{ws} with {signaturePath}). */
export interface StoredSignatureRow {
  wsId: string;
  name: string;
  signaturePath: string;
}

export const DEMO_SIGN_LINK = 'demo-sign-link';
export const EXPIRED_SIGN_LINK = 'expired-sign-link';
export const NO_USERS_SIGN_LINK = 'nousers-sign-link';
export const FAILING_SIGN_LINK = 'failing-sign-link';

const YEAR_MS = 365 * 86_400_000;

/** A hand-written-looking signature as an SVG data URL (stored signatures of the demo). */
function signatureSvg(name: string, wave: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100"><path d="M10 70 C 40 ${20 + wave} 70 ${90 - wave} 100 50 S 160 ${10 + wave} 190 60 S 250 80 290 30" fill="none" stroke="#1a237e" stroke-width="3" stroke-linecap="round"/><text x="150" y="95" font-size="14" text-anchor="middle" fill="#1a237e" font-family="sans-serif">${name}</text></svg>`;
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

const waiting = (c: ChequeRow) => c.signingStatus === 'UNSIGNED' && !c.isDeleted && c.status !== 'DELETED';

/**
 * Demo rows of the signing domain: signatures behind the seeded signing statuses (partial ones were
 * signed by יוסי לוי, u2), stored signatures, and sign links in each state a signer can meet.
 */
export function seedSigningDomain(tables: Tables): void {
  const signatures: ChequeSignatureRow[] = [];
  for (const cheque of tables.cheques) {
    const signers = cheque.signingStatus === 'PARTIALLY_SIGNED' ? ['u2'] : cheque.signingStatus === 'SIGNED' ? (cheque.wsId === 'w1' ? ['u2', 'u1'] : ['u1']) : [];
    cheque.signatorsIds = signers;
    signers.forEach((signerId) => signatures.push({ checkId: cheque.checkId, signerId, signature: '', at: cheque.createdAt ?? '' }));
  }
  tables.extra.chequeSignatures = signatures;
  // The cheque media domain may own this table; only seed it when nobody did.
  if (!tables.extra.signatures?.length) {
    const stored: StoredSignatureRow[] = [
      { wsId: 'w1', name: 'דנה כהן', signaturePath: signatureSvg('דנה כהן', 0) },
      { wsId: 'w1', name: 'יוסי לוי', signaturePath: signatureSvg('יוסי לוי', 25) },
      { wsId: 'w2', name: 'דנה כהן', signaturePath: signatureSvg('דנה כהן', 0) },
    ];
    tables.extra.signatures = stored;
  }

  const w1 = tables.cheques.filter((c) => c.wsId === 'w1');
  const [first, second, third] = w1.filter(waiting);
  const deleted = w1.find((c) => c.status === 'DELETED');
  const link = (token: string, expiresAt: number, checkIds: string[], signerId = 'u2') =>
    tables.tokens.push({ token, kind: 'signLink', subject: 'w1', expiresAt, data: { checkIds, signerId } });
  link(DEMO_SIGN_LINK, Date.now() + YEAR_MS, [first.checkId, second.checkId]);
  link(EXPIRED_SIGN_LINK, Date.now() - 86_400_000, [first.checkId]);
  link(NO_USERS_SIGN_LINK, Date.now() + YEAR_MS, [first.checkId], 'u-removed');
  link(FAILING_SIGN_LINK, Date.now() + YEAR_MS, [third.checkId, ...(deleted ? [deleted.checkId] : [])]);
}
