// Terminal link and addresses, spec §5 ("Terminal link", "Terminal address") and §9.
import { TERMINAL_ADDRESS_MAX } from './limits';

// §5 gives two readings of the link: the hint says "at least 5 lowercase Latin letters or digits
// without spaces", the error message says "3 to 20 characters". We take the character set of the
// hint and the length of the error message (3..20), so nothing the message allows is refused and
// the link stays a clean URL slug (/terminal/:link).
const TERMINAL_LINK = /^[a-z0-9]{3,20}$/;

export function isValidTerminalLink(s: unknown): boolean {
  return typeof s === 'string' && TERMINAL_LINK.test(s);
}

// Whitespace, control and invisible format characters (zero-width, bidi overrides): browsers
// strip or ignore some of them while parsing, which is how 'java\tscript:' becomes a scheme.
const HIDDEN_CHARS = /[\s\p{Cc}\p{Cf}]/u;

function parseHttpUrl(s: string): URL | null {
  // The prefix check runs on the raw text: the URL parser would forgive what we want to refuse.
  if (HIDDEN_CHARS.test(s) || s.includes('\\') || !/^https?:\/\/[^/]/i.test(s)) return null;
  try {
    const url = new URL(s);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    // user:pass@ lets 'https://bank.co.il@evil.com' pose as a trusted host.
    if (url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

/** Terminal redirect / post address: an absolute http(s) URL of at most 255 characters. */
export function isValidTerminalAddress(s: unknown): boolean {
  return typeof s === 'string' && s.length <= TERMINAL_ADDRESS_MAX && parseHttpUrl(s) !== null;
}

/**
 * The terminal's "redirect address after finish" before it goes to window.location: only an
 * absolute http: or https: URL passes (returned trimmed); anything else (javascript:, data:,
 * relative or protocol-relative, hidden characters) gives null.
 */
export function safeExternalRedirect(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const s = raw.trim();
  return parseHttpUrl(s) ? s : null;
}
