import { allowHtml } from './trustedTypes';

/*
 * The HTML the app sets itself, let through the default Trusted Types policy (lib/trustedTypes.ts)
 * by the code that sets it: CoreUI's icons (the staff app: app/App.tsx) here, cropperjs's template
 * with the croppers (lib/cropperTemplate.ts, not in the staff app's first download). Not in the
 * entry: a payer's or a signer's page sets no HTML.
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

/** CoreUI's icons (`<CIcon>` sets their markup as innerHTML) pass from now on. */
export function allowIconMarkup(): void {
  allowHtml(isIconMarkup);
}
