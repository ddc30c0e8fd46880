// The validated build-time environment. Only VITE_* variables reach the browser.
export const env = {
  /** The built-in mock backend (msw) is on: dev default, off in builds unless VITE_API_MOCK=true. */
  apiMock: typeof __API_MOCK__ !== 'undefined' && __API_MOCK__,
  /** reCAPTCHA is used only when a site key is configured. */
  recaptchaSiteKey: (import.meta.env.VITE_RECAPTCHA_SITE_KEY ?? '').trim(),
  /** The government open-data registry (company lookup, spec section 7 "External lookup"). */
  govLookupUrl: (import.meta.env.VITE_GOV_LOOKUP_URL ?? '').trim() || 'https://data.gov.il',
} as const;
