// Terminal link and addresses, spec §5 ("Terminal link", "Terminal address") and §9.
import { TERMINAL_ADDRESS_MAX } from './limits';
import { parseHttpUrl, safeAddress } from './safeUrl';

// §5 gives two readings of the link: the hint says "at least 5 lowercase Latin letters or digits
// without spaces", the error message says "3 to 20 characters". One rule reconciles them: the
// character set of the hint and the length of the error message (3..20), so nothing the message
// allows is refused, the links the backend already holds stay valid, and the link stays a clean
// URL slug (/terminal/:link). The form's hint says exactly this rule (terminals.json
// `fields.terminalLinkHint`), so the hint and the error never disagree again.
export const TERMINAL_LINK_MIN = 3;
export const TERMINAL_LINK_MAX = 20;
const TERMINAL_LINK = new RegExp(`^[a-z0-9]{${TERMINAL_LINK_MIN},${TERMINAL_LINK_MAX}}$`);

export function isValidTerminalLink(s: unknown): boolean {
  return typeof s === 'string' && TERMINAL_LINK.test(s);
}

export type TerminalLinkProblem = 'required' | 'characters' | 'tooShort' | 'tooLong';

/**
 * Why a link is refused, the most useful reason first: a wrong character (an upper-case letter,
 * a space, a hyphen, Hebrew) before the length, because fixing the characters changes the length.
 * Null for a valid link.
 */
export function terminalLinkProblem(s: unknown): TerminalLinkProblem | null {
  if (typeof s !== 'string' || s === '') return 'required';
  if (!/^[a-z0-9]+$/.test(s)) return 'characters';
  if (s.length < TERMINAL_LINK_MIN) return 'tooShort';
  if (s.length > TERMINAL_LINK_MAX) return 'tooLong';
  return null;
}

/** What typing into the link field keeps: lower case, no spaces (the rule then judges the rest). */
export function toTerminalLinkInput(s: string): string {
  return s.toLowerCase().replace(/\s+/g, '');
}

export type TerminalAddressProblem = 'tooLong' | 'invalid';

/**
 * The redirect address after finish and the post address for results are optional: empty is
 * fine. Otherwise at most 255 characters (§5/§9) and an absolute http or https URL, nothing else.
 */
export function terminalAddressProblem(s: unknown): TerminalAddressProblem | null {
  if (s === undefined || s === null || s === '') return null;
  if (typeof s !== 'string') return 'invalid';
  if (s.length > TERMINAL_ADDRESS_MAX) return 'tooLong';
  return parseHttpUrl(s) ? null : 'invalid';
}

/**
 * The terminal's "redirect address after finish" before it goes to window.location: only an
 * absolute http: or https: URL passes (returned trimmed); anything else (javascript:, data:,
 * relative or protocol-relative, hidden characters) gives null.
 */
export function safeExternalRedirect(raw: unknown): string | null {
  const s = safeAddress(raw);
  // Absolute only: a path would be this app's, and the payer is sent away from it.
  return s && parseHttpUrl(s) ? s : null;
}
