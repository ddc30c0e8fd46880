/**
 * Trusted Types (issue #14): the production server sends `require-trusted-types-for 'script'`
 * and allows the policies `default`, `recaptcha-loader` (and reCAPTCHA's own `goog#html`). Every
 * string that reaches an HTML or script-URL sink goes through the rules below, or is refused.
 */

/** SVG shapes CoreUI's icons are drawn with (no <use>/href, no <script>, no <foreignObject>). */
const ICON_TAGS = new Set([
  'path', 'g', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon', 'defs', 'mask', 'clipPath',
  'linearGradient', 'radialGradient', 'stop', 'title',
]);
const ICON_ATTRIBUTES = new Set([
  'd', 'fill', 'fill-rule', 'fill-opacity', 'clip-rule', 'clip-path', 'mask', 'stroke', 'stroke-width',
  'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-opacity', 'cx', 'cy', 'r', 'rx', 'ry',
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'fx', 'fy', 'width', 'height', 'points', 'id', 'class', 'transform',
  'gradientTransform', 'gradientUnits', 'offset', 'stop-color', 'stop-opacity', 'opacity',
]);
const TAG = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z-]+=(?:'[^'<>]*'|"[^"<>]*"))*)\s*(\/?)>/y;
const ATTRIBUTE = /([a-zA-Z-]+)=(?:'([^']*)'|"([^"]*)")/g;
/** Text between tags (an icon's <title>): no markup, no entity tricks. */
const TEXT = /[^<>&]+/y;

/**
 * True when `html` is the inside of a CoreUI icon (`<CIcon icon={cilX}>` sets it as the SVG's
 * innerHTML): only SVG shape elements, only presentation attributes, no URL but `url(#id)`.
 */
export function isIconMarkup(html: string): boolean {
  if (html.length > 20_000) return false;
  let at = 0;
  while (at < html.length) {
    TEXT.lastIndex = at;
    if (TEXT.exec(html)) {
      at = TEXT.lastIndex;
      continue;
    }
    TAG.lastIndex = at;
    const tag = TAG.exec(html);
    if (!tag || !ICON_TAGS.has(tag[2])) return false;
    for (const [, name, single, double] of tag[3].matchAll(ATTRIBUTE)) {
      if (!ICON_ATTRIBUTES.has(name)) return false;
      const value = single ?? double ?? '';
      if (/[a-z]+:|\\|url\((?!#[\w-]+\))/i.test(value.replace(/var\(--[\w-]+,\s*[\w#]+\)/g, ''))) return false;
    }
    at = TAG.lastIndex;
  }
  return true;
}

/** Google's reCAPTCHA v3 loader for a site key, in its Trusted Types mode. */
export function recaptchaLoaderUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&trustedtypes=true`;
}

/**
 * cropperjs's one fixed template (its `TEMPLATE`, set as innerHTML when a crop starts: the logo,
 * stamp and picture croppers of ImageCropModal). Only this exact string passes; the test checks it
 * against the installed cropperjs, so an upgrade that changes it fails there, not in production.
 */
export const CROPPER_TEMPLATE =
  '<div class="cropper-container" touch-action="none"><div class="cropper-wrap-box"><div class="cropper-canvas"></div></div><div class="cropper-drag-box"></div><div class="cropper-crop-box"><span class="cropper-view-box"></span><span class="cropper-dashed dashed-h"></span><span class="cropper-dashed dashed-v"></span><span class="cropper-center"></span><span class="cropper-face"></span><span class="cropper-line line-e" data-cropper-action="e"></span><span class="cropper-line line-n" data-cropper-action="n"></span><span class="cropper-line line-w" data-cropper-action="w"></span><span class="cropper-line line-s" data-cropper-action="s"></span><span class="cropper-point point-e" data-cropper-action="e"></span><span class="cropper-point point-n" data-cropper-action="n"></span><span class="cropper-point point-w" data-cropper-action="w"></span><span class="cropper-point point-s" data-cropper-action="s"></span><span class="cropper-point point-ne" data-cropper-action="ne"></span><span class="cropper-point point-nw" data-cropper-action="nw"></span><span class="cropper-point point-sw" data-cropper-action="sw"></span><span class="cropper-point point-se" data-cropper-action="se"></span></div></div>';

/** Script URLs the app may load: reCAPTCHA's loader and the release files it pulls in. */
export function isAllowedScriptUrl(url: string): boolean {
  return (
    /^https:\/\/www\.google\.com\/recaptcha\/api\.js\?render=[\w-]+&trustedtypes=true$/.test(url) ||
    /^https:\/\/www\.gstatic\.com\/recaptcha\/releases\/[\w-]+\/recaptcha__[\w-]+\.js$/.test(url)
  );
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

/**
 * The default policy, made once at boot: strings assigned to HTML sinks pass only when they are
 * icon markup or cropperjs's fixed template, script URLs only reCAPTCHA's; inline script text never. Anything else is refused
 * (the browser reports a `securitypolicyviolation`). A no-op where Trusted Types do not exist.
 */
export function installDefaultTrustedTypesPolicy(): void {
  const tt = factory();
  if (!tt || tt.defaultPolicy) return;
  tt.createPolicy('default', {
    createHTML: (input) => (isIconMarkup(input) || input === CROPPER_TEMPLATE ? input : null),
    createScriptURL: (input) => (isAllowedScriptUrl(input) ? input : null),
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
