/**
 * Trusted Types (no script from a string the app did not mean to run): the production server sends `require-trusted-types-for 'script'`
 * and allows the policies `default`, `recaptcha-loader` (and reCAPTCHA's own `goog#html`). Every
 * string that reaches an HTML or script-URL sink goes through the rules below and those of
 * lib/trustedHtml.ts and lib/cropperTemplate.ts, or is refused.
 */

/** Google's reCAPTCHA v3 loader for a site key, in its Trusted Types mode. */
export function recaptchaLoaderUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&trustedtypes=true`;
}

/** Script URLs the app may load: reCAPTCHA's loader and the release files it pulls in. */
export function isAllowedScriptUrl(url: string): boolean {
  return (
    /^https:\/\/www\.google\.com\/recaptcha\/api\.js\?render=[\w-]+&trustedtypes=true$/.test(url) ||
    /^https:\/\/www\.gstatic\.com\/recaptcha\/releases\/[\w-]+\/recaptcha__[\w-]+\.js$/.test(url)
  );
}

/**
 * The app's own workers, as the build names them (`/assets/listReader.worker-<hash>.js`, api/offThread)
 * and from this origin only: `new Worker` is a script-URL sink as well.
 */
export function isOwnWorkerUrl(url: string, origin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return false;
  }
  return parsed.origin === origin && !parsed.search && !parsed.hash && /^\/assets\/\w+\.worker-[\w-]+\.js$/.test(parsed.pathname);
}

interface PolicyRules {
  createHTML?: (input: string) => string | null;
  createScriptURL?: (input: string) => string | null;
  createScript?: (input: string) => string | null;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: PolicyRules): { createScriptURL(input: string): unknown };
  defaultPolicy?: unknown;
}

function factory(): TrustedTypesFactory | undefined {
  return (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
}

// What the default policy lets into HTML sinks: nothing, until the code that needs it says what
// (lib/trustedHtml: the staff app's icons; lib/cropperTemplate: the croppers' template). Kept out of the entry, which
// every page loads, a payer's and a signer's too, on a phone.
const htmlRules: Array<(input: string) => boolean> = [];

/** Lets HTML that `rule` accepts through the default policy (lib/trustedHtml.ts, lib/cropperTemplate.ts). */
export function allowHtml(rule: (input: string) => boolean): void {
  if (!htmlRules.includes(rule)) htmlRules.push(rule);
}

/**
 * The default policy, made once at boot: strings assigned to HTML sinks pass only when a rule of
 * allowHtml accepts them, script URLs only reCAPTCHA's and the app's own workers; inline script text never. Anything else is
 * refused (the browser reports a `securitypolicyviolation`). A no-op where Trusted Types do not exist.
 */
export function installDefaultTrustedTypesPolicy(): void {
  const tt = factory();
  if (!tt || tt.defaultPolicy) return;
  tt.createPolicy('default', {
    createHTML: (input) => (htmlRules.some((rule) => rule(input)) ? input : null),
    createScriptURL: (input) => (isAllowedScriptUrl(input) || isOwnWorkerUrl(input, globalThis.location?.origin ?? '') ? input : null),
    createScript: () => null,
  });
}

let loaderPolicy: { createScriptURL(input: string): unknown } | undefined;

/** The reCAPTCHA loader's script URL as a TrustedScriptURL (the `recaptcha-loader` policy). */
export function trustedRecaptchaUrl(siteKey: string): string {
  const url = recaptchaLoaderUrl(siteKey);
  const tt = factory();
  if (!tt) return url;
  loaderPolicy ??= tt.createPolicy('recaptcha-loader', {
    createScriptURL: (input) => (isAllowedScriptUrl(input) ? input : null),
  });
  return loaderPolicy.createScriptURL(url) as string;
}
