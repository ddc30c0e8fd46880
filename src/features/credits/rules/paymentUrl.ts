// Where the browser may be sent to pay for credits (spec section 7 "Payment (credits)": POST
// /api/payment/{id} names the card payment page). Card details are typed on that page, so only an
// https address is accepted. The mock backend plays the card page itself, on the app's own origin
// (plain http on a developer's machine): that origin is accepted too, but only when the app runs
// on the mock. Everything else (http elsewhere, javascript:, data:, a user:password@ host...) is
// refused and the purchase stops with a message (docs/backend-contract.md, "Payment").

export interface PaymentUrlContext {
  /** window.location.origin of the app, e.g. 'https://app.example.co.il'. */
  appOrigin: string;
  /** The app talks to the mock backend (see runsOnMock). */
  onMock: boolean;
}

export type PaymentUrlVerdict = { ok: true; url: string } | { ok: false; reason: 'missing' | 'malformed' | 'insecure' | 'credentials' };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A loopback host: a developer's machine or a test run, never a deployed site. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return LOOPBACK.has(host) || host.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * The app runs on the mock backend: built with it (VITE_API_MOCK) or served from a loopback
 * address, where the browser journeys serve the production build in front of the mock server.
 * A deployed site is never on a loopback address, so there only https is accepted.
 */
export function runsOnMock(apiMock: boolean, appOrigin: string): boolean {
  if (apiMock) return true;
  try {
    return isLoopbackHost(new URL(appOrigin).hostname);
  } catch {
    return false;
  }
}

/** May the browser go to `raw` to pay? An address relative to the app counts as the app's origin. */
export function checkPaymentUrl(raw: unknown, { appOrigin, onMock }: PaymentUrlContext): PaymentUrlVerdict {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, reason: 'missing' };
  // Browsers drop tabs and newlines inside URLs ('java\tscript:'); such an address is not ours to fix.
  if (/\p{Cc}/u.test(raw)) return { ok: false, reason: 'malformed' };
  let url: URL;
  let origin: URL;
  try {
    origin = new URL(appOrigin);
    url = new URL(raw.trim(), origin);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (url.username || url.password) return { ok: false, reason: 'credentials' };
  if (url.protocol === 'https:' && url.hostname) return { ok: true, url: url.href };
  if (onMock && url.origin === origin.origin) return { ok: true, url: url.href };
  return { ok: false, reason: 'insecure' };
}
