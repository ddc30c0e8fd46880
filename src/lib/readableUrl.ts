// Showing an address, apart from config/hrefs (on every first download): only the terminal form
// shows one decoded.

/**
 * An address as a person reads it: '/terminal/…' rather than '/terminal/%E2%80%A6'. Only for
 * showing (links keep the encoded form). A malformed escape ('%E2%80') leaves the address as it
 * was, never throws; an address that would decode to an invisible or control character (a
 * direction mark, a space) or a character with a meaning in addresses stays encoded, so what is
 * shown is what a browser opens.
 */
export function readableUrl(url: string): string {
  let decoded: string;
  try {
    decoded = decodeURI(url);
  } catch {
    return url;
  }
  return /[\p{C}\p{Z}%]/u.test(decoded) ? url : decoded;
}
