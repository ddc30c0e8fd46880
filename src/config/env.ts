// The validated build-time environment. Only VITE_* variables reach the browser.
export const env = {
  /** The built-in mock backend (msw) is on: dev default, off in builds unless VITE_API_MOCK=true. */
  apiMock: typeof __API_MOCK__ !== 'undefined' && __API_MOCK__,
  /** reCAPTCHA is used only when a site key is configured. */
  recaptchaSiteKey: (import.meta.env.VITE_RECAPTCHA_SITE_KEY ?? '').trim(),
  /** The government open-data registry (company lookup, spec section 7 "External lookup"). */
  govLookupUrl: (import.meta.env.VITE_GOV_LOOKUP_URL ?? '').trim() || 'https://data.gov.il',
  /**
   * How long a call waits for its reply before it fails with a message and a retry (ms):
   * VITE_API_TIMEOUT_MS, 20 s by default (a reply that never comes must not spin for ever).
   */
  apiTimeoutMs: timeoutOf(import.meta.env.VITE_API_TIMEOUT_MS),
} as const;

function timeoutOf(value: string | undefined): number {
  const ms = Number((value ?? '').trim());
  return Number.isInteger(ms) && ms > 0 ? ms : 20_000;
}
