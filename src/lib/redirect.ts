// The `redirect` query parameter of spec §2/§8: on session expiry the user goes to /login with the
// page they came from, except the root and the login page. It comes back from the URL, so it is
// untrusted: only a path of this app may come out, or the login becomes an open redirect.

const MAX_DECODE_ROUNDS = 3;
const MAX_LENGTH = 2048;
// C0/C1 controls and DEL: browsers drop tabs/newlines inside URLs ('/\t/evil.com' -> '//evil.com').
const CONTROL = /\p{Cc}/u;
// A scheme name anywhere, also inside the query (a nested '?next=https:...' hop).
const SCHEME = /(?<![a-z0-9+.-])(?:javascript|vbscript|data|file|blob|https?):/i;

function looksUnsafe(layer: string): boolean {
  return CONTROL.test(layer) || layer.includes('\\') || layer.includes('//') || SCHEME.test(layer);
}

/** One round of percent-decoding that leaves malformed escapes (a literal '100%') as they are. */
function decodeOnce(s: string): string {
  return s.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * The path itself (undecoded) when it is a path of this app: one leading '/', no '//', no
 * backslash, no control characters and no scheme, also after each of up to 3 rounds of
 * percent-decoding (double encoding). Anything still encoded after 3 rounds is refused:
 * the app never encodes that deep.
 */
export function safeRedirectPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_LENGTH || !raw.startsWith('/')) return null;
  let layer = raw;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    if (looksUnsafe(layer)) return null;
    const next = decodeOnce(layer);
    if (next === layer) return raw;
    layer = next;
  }
  return looksUnsafe(layer) || decodeOnce(layer) !== layer ? null : raw;
}

function pathPart(pathWithSearch: string): string {
  return pathWithSearch.split(/[?#]/)[0];
}

// Route matching is case-insensitive in react-router, so '/LOGIN' is the login page too.
function isLoginPath(path: string): boolean {
  const p = path.toLowerCase();
  return p === '/login' || p.startsWith('/login/');
}

/** The value for ?redirect= when the session expires, or undefined to leave the parameter out. */
export function redirectParamFor(pathWithSearch: string | null | undefined): string | undefined {
  if (typeof pathWithSearch !== 'string') return undefined;
  const path = pathPart(pathWithSearch);
  if (path === '' || path === '/' || isLoginPath(path)) return undefined;
  return safeRedirectPath(pathWithSearch) ?? undefined;
}

/** Where to go after logging in: the safe redirect, else home (never back to the login page). */
export function postLoginTarget(redirect: string | null | undefined): string {
  const safe = safeRedirectPath(redirect);
  return safe && !isLoginPath(pathPart(safe)) ? safe : '/';
}
