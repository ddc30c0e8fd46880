// Addresses that come from the backend (a payment request's link, a logo, a signature or stamp
// picture, a terminal's redirect address) are checked before anything uses them: a link, a QR
// code, a copy field, an <img src> or a redirect. One rule for all of them.

export type AddressUse = 'link' | 'image';

// Whitespace, control and invisible format characters (zero-width, bidi overrides): browsers strip
// or ignore some of them while parsing, which is how 'java\tscript:' becomes a scheme.
const HIDDEN_CHARS = /[\s\p{Cc}\p{Cf}]/u;
// Raster pictures and SVG (an <img> never runs an SVG's scripts; a data: document has no origin).
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/i;

/** An absolute http(s) URL with a host and without user:password@ (which lets a host pose as another). */
export function parseHttpUrl(s: string): URL | null {
  // The prefix check runs on the raw text: the URL parser would forgive what we want to refuse.
  if (HIDDEN_CHARS.test(s) || s.includes('\\') || !/^https?:\/\/[^/]/i.test(s)) return null;
  try {
    const url = new URL(s);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

/** A path of this origin: one leading '/', never '//' or '/\' (another host), no hidden characters. */
export function isOwnPath(s: string): boolean {
  return /^\/(?![/\\])/.test(s) && !HIDDEN_CHARS.test(s) && !s.includes('\\');
}

/**
 * The address itself (trimmed) when it may be used as `use`: an absolute http(s) URL or a path of
 * this origin; for a picture also a base64 data: URL of an image. Anything else (javascript:,
 * data:text/html, a protocol-relative '//host', credentials, hidden characters, not text) is null.
 */
export function safeAddress(raw: unknown, use: AddressUse = 'link'): string | null {
  if (typeof raw !== 'string') return null;
  const s = raw.trim();
  if (!s) return null;
  if (isOwnPath(s) || parseHttpUrl(s)) return s;
  return use === 'image' && IMAGE_DATA_URL.test(s) ? s : null;
}
