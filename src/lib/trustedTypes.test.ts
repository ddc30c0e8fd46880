import * as icons from '@coreui/icons';
import { readFileSync } from 'node:fs';
import { installDefaultTrustedTypesPolicy, isAllowedScriptUrl, isOwnWorkerUrl, recaptchaLoaderUrl } from './trustedTypes';
import { allowIconMarkup, isIconMarkup } from './trustedHtml';
import { allowCropperTemplate, CROPPER_TEMPLATE } from './cropperTemplate';

describe('isIconMarkup', () => {
  it.each([
    ['a CoreUI path', "<path fill='var(--ci-primary-color, currentcolor)' d='M80 96h352v32H80z' class='ci-primary'/>", true],
    ['a title before the shapes (CIcon title)', "<title>Pen</title><path d='M1 1h2'/>", true],
    ['nothing at all', '', true],
    ['shapes with closing tags', '<g><circle cx="1" cy="1" r="2"></circle></g>', true],
    ['a gradient referenced by id', "<path fill='url(#a)' d='M0 0'/>", true],
    ['a script element', '<script>alert(1)</script>', false],
    ['an event handler attribute', "<path onload='alert(1)' d='M0 0'/>", false],
    ['an image with onerror', '<img src=x onerror=alert(1)>', false],
    ['a link with href', "<use href='javascript:alert(1)'/>", false],
    ['a foreignObject', '<foreignObject><div>x</div></foreignObject>', false],
    ['a style attribute', "<path style='background:url(https://evil)' d='M0 0'/>", false],
    ['a url() to another site', "<path fill='url(https://evil/x)' d='M0 0'/>", false],
    ['an unquoted attribute', '<path d=M0/>', false],
    ['an entity in text', '<title>&lt;script&gt;</title>', false],
    ['an unclosed tag', "<path d='M0 0'", false],
  ])('%s: %s -> %s', (_label, html, expected) => {
    expect(isIconMarkup(html)).toBe(expected);
  });

  it('lets through the markup of every CoreUI free icon the app may use', () => {
    const used = ['cilPen', 'cilUser', 'cilSpeedometer', 'cilDescription', 'cilPlus', 'cilPaperPlane', 'cilInbox', 'cilFolder', 'cilCheckCircle', 'cilClock', 'cilWarning', 'cilUserX', 'cilCamera', 'cilMenu'] as const;
    for (const name of used) {
      const icon = (icons as unknown as Record<string, string[]>)[name];
      expect(isIconMarkup(icon[1]), name).toBe(true);
    }
  });
});

describe('isAllowedScriptUrl', () => {
  it.each([
    [recaptchaLoaderUrl('6LcAbC-_x'), true],
    ['https://www.gstatic.com/recaptcha/releases/ADnAC3ZykfbIOflWgrKNsVVT/recaptcha__he.js', true],
    ['https://www.google.com/recaptcha/api.js?render=key', false],
    ['https://www.google.com/recaptcha/api.js?render=key&trustedtypes=true&x=<', false],
    ['https://evil.example/recaptcha/api.js?render=k&trustedtypes=true', false],
    ['https://www.gstatic.com.evil.example/recaptcha/releases/a/recaptcha__en.js', false],
    ['/assets/index.js', false],
    ['data:text/javascript,alert(1)', false],
  ])('%s -> %s', (url, expected) => {
    expect(isAllowedScriptUrl(url)).toBe(expected);
  });
});

describe('isOwnWorkerUrl', () => {
  const origin = 'https://app.example';
  it.each([
    ['https://app.example/assets/listReader.worker-B3x_9a.js', true],
    ['/assets/listReader.worker-B3x_9a.js', true],
    ['https://app.example/assets/index-B3x_9a.js', false],
    ['https://evil.example/assets/listReader.worker-B3x_9a.js', false],
    ['https://app.example.evil.example/assets/listReader.worker-a.js', false],
    ['https://app.example/api/assets/listReader.worker-a.js', false],
    ['https://app.example/assets/listReader.worker-a.js?x=1', false],
    ['https://app.example/assets/../api/listReader.worker-a.js', false],
    ['data:text/javascript,alert(1)', false],
    ['blob:https://app.example/1234', false],
  ])('%s -> %s', (url, expected) => {
    expect(isOwnWorkerUrl(url, origin)).toBe(expected);
  });
});

describe('the default policy and cropperjs', () => {
  it('knows the installed cropperjs template exactly', () => {
    const source = readFileSync('node_modules/cropperjs/dist/cropper.esm.js', 'utf8');
    const literal = /var TEMPLATE = ('[^;]*');/.exec(source)?.[1] ?? '';
    expect([...literal.matchAll(/'([^']*)'/g)].map((m) => m[1]).join('')).toBe(CROPPER_TEMPLATE);
  });

  it('lets nothing into an HTML sink until the code that sets it says so, then that only', () => {
    let rules: { createHTML?: (input: string) => string | null; createScript?: (input: string) => string | null } = {};
    const g = globalThis as { trustedTypes?: unknown };
    const before = g.trustedTypes;
    g.trustedTypes = { createPolicy: (_name: string, r: typeof rules) => ((rules = r), {}) };
    try {
      installDefaultTrustedTypesPolicy();
    } finally {
      g.trustedTypes = before;
    }
    const icon = "<path d='M80 96h352v32H80z'/>";
    // Other test files of this worker may have allowed them already: this checks the order only
    // where it can (a fresh module), and always what passes once allowed.
    if (rules.createHTML?.(CROPPER_TEMPLATE) === null) expect(rules.createHTML?.(icon)).toBeNull();
    allowCropperTemplate();
    expect(rules.createHTML?.(CROPPER_TEMPLATE)).toBe(CROPPER_TEMPLATE);
    expect(rules.createHTML?.(CROPPER_TEMPLATE.replace('touch-action="none"', 'onclick="alert(1)"'))).toBeNull();
    expect(rules.createHTML?.(`${CROPPER_TEMPLATE}<img src=x onerror=alert(1)>`)).toBeNull();
    expect(rules.createHTML?.('<div class="cropper-container"></div>')).toBeNull();
    allowIconMarkup();
    expect(rules.createHTML?.(icon)).toBe(icon);
    expect(rules.createHTML?.('<img src=x onerror=alert(1)>')).toBeNull();
    expect(rules.createScript?.('alert(1)')).toBeNull();
  });
});
