import type { ChequeRow } from './schema';
import { amountInWords } from './helpers/amountInWords';
import { agorotOf } from './helpers/money';

const BANK_NAMES: Record<string, string> = {
  '10': 'בנק לאומי', '11': 'בנק דיסקונט', '12': 'בנק הפועלים', '20': 'בנק מזרחי טפחות', '31': 'הבנק הבינלאומי',
};

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function wordsOf(amount: ChequeRow['amount']): string {
  const agorot = agorotOf(amount);
  return agorot === null || agorot < 0 ? '' : amountInWords(agorot);
}

/**
 * The code line at a cheque's foot (cheque number, bank, branch, account). Plain digits: the E-13B
 * symbols (⑈ ⑆) are in no common font, so a browser drew them as boxes.
 */
const micrLine = (cheque: ChequeRow) =>
  [cheque.checkNumber, `${cheque.bank ?? ''}-${cheque.branch ?? ''}`, cheque.account].map((part) => escapeXml(part ?? '')).join('   ');

/**
 * A cheque picture drawn from its details: what a scanned Israeli cheque looks like. Its text in one
 * face and size of the browser's own sans-serif: an SVG picture cannot use the page's web fonts, and
 * each other size, weight or family cost a font lookup on the main thread as the page drew it (the
 * signer's two cheques took 40-58 ms to draw with eight sizes, 24-35 ms with one, 12-23 ms with no
 * text at all; a real backend's photos are decoded off the main thread).
 */
export function chequeSvg(cheque: ChequeRow, side: 'front' | 'rear', small = false): string {
  const width = small ? 200 : 1000;
  const scale = width / 1000;
  const amount = Number(cheque.amount).toLocaleString('he-IL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const date = (cheque.checkDate ?? '').split('-').reverse().join('/');
  const rotate = cheque.rotation ? ` transform="rotate(${cheque.rotation} 500 225)"` : '';
  const body =
    side === 'front'
      ? `<rect x="12" y="12" width="976" height="426" rx="10" fill="#f4f8ff" stroke="#8aa6d6" stroke-width="3"/>
  <path d="M12 360 H988" stroke="#c9d6ee"/>
  <text x="960" y="70" font-size="24" text-anchor="end" fill="#1d3f7a">${escapeXml(BANK_NAMES[cheque.bank ?? ''] ?? 'בנק')}</text>
  <text x="960" y="105" font-size="24" text-anchor="end" fill="#4a5f85">סניף ${escapeXml(cheque.branch ?? '')} · חשבון ${escapeXml(cheque.account ?? '')}</text>
  <text x="60" y="70" font-size="24" fill="#333">${escapeXml(date)}</text>
  <text x="960" y="175" font-size="24" text-anchor="end" fill="#333">שלמו לפקודת: ${escapeXml(cheque.payee ?? '')}</text>
  <path d="M80 185 H740" stroke="#999" stroke-dasharray="4 4"/>
  <rect x="60" y="140" width="230" height="60" fill="#fff" stroke="#8aa6d6"/>
  <text x="175" y="181" font-size="24" text-anchor="middle" fill="#111" direction="ltr">₪ ${escapeXml(amount)}</text>
  <text x="960" y="245" font-size="24" text-anchor="end" fill="#333">${escapeXml(cheque.amountWords ?? wordsOf(cheque.amount))}</text>
  <path d="M60 320 H360" stroke="#333"/>
  <text x="210" y="345" font-size="24" text-anchor="middle" fill="#666">חתימה</text>
  <text x="500" y="410" font-size="24" text-anchor="middle" letter-spacing="6" fill="#111" direction="ltr">${micrLine(cheque)}</text>`
      : `<rect x="12" y="12" width="976" height="426" rx="10" fill="#fafafa" stroke="#bbb" stroke-width="3"/>
  <text x="960" y="70" font-size="24" text-anchor="end" fill="#555">להפקדה בלבד לחשבון המוטב</text>
  <path d="M600 160 H960" stroke="#999"/>
  <text x="960" y="190" font-size="24" text-anchor="end" fill="#777">חתימת המסב</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round(450 * scale)}" viewBox="0 0 1000 450" font-family="sans-serif"><g${rotate}>${body}</g></svg>`;
}

export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** A data URL's bytes and type, to answer an image request with the stored picture. */
export function decodeDataUrl(url: string): { type: string; bytes: Uint8Array } | null {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(url);
  if (!match) return null;
  const [, type, base64, data] = match;
  if (!base64) return { type, bytes: new TextEncoder().encode(decodeURIComponent(data)) };
  const binary = atob(data);
  return { type, bytes: Uint8Array.from(binary, (c) => c.charCodeAt(0)) };
}
