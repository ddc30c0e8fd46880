import { isOwnPath, safeAddress } from './safeUrl';

describe('safeAddress', () => {
  it.each<[string, unknown, string | null, string | null]>([
    // [what, raw, as a link, as a picture]
    ['https', 'https://pay.example.co.il/r/1', 'https://pay.example.co.il/r/1', 'https://pay.example.co.il/r/1'],
    ['http', 'http://example.com/logo.png', 'http://example.com/logo.png', 'http://example.com/logo.png'],
    ['upper-case scheme', 'HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
    ['surrounding spaces (trimmed)', '  https://a.co/x  ', 'https://a.co/x', 'https://a.co/x'],
    ['a path of ours', '/terminal/gilboa/fpk1', '/terminal/gilboa/fpk1', '/terminal/gilboa/fpk1'],
    ['a path with a query', '/api/__upload/k?x=1', '/api/__upload/k?x=1', '/api/__upload/k?x=1'],
    ['javascript:', 'javascript:alert(3)', null, null],
    ['javascript: with a tab', 'java\tscript:alert(3)', null, null],
    ['javascript: in upper case', 'JAVASCRIPT:alert(3)', null, null],
    ['vbscript:', 'vbscript:msgbox(1)', null, null],
    ['data: HTML', 'data:text/html;base64,PHNjcmlwdD4=', null, null],
    ['a PNG data URL', 'data:image/png;base64,iVBORw0KGgo=', null, 'data:image/png;base64,iVBORw0KGgo='],
    ['an SVG data URL', 'data:image/svg+xml;base64,PHN2Zz4=', null, 'data:image/svg+xml;base64,PHN2Zz4='],
    ['a data URL that is not base64', 'data:image/png,<svg onload=x>', null, null],
    ['protocol-relative', '//evil.example/x', null, null],
    ['a path with a backslash', '/\\evil.example', null, null],
    ['https with a backslash', 'https:\\\\evil.example', null, null],
    ['credentials', 'https://bank.co.il@evil.example/', null, null],
    ['no host', 'https:///x', null, null],
    ['a relative path', 'terminal/x', null, null],
    ['file:', 'file:///etc/passwd', null, null],
    ['blob:', 'blob:https://a.co/1', null, null],
    ['mailto:', 'mailto:a@b.co', null, null],
    ['a zero-width space', 'https://a.co/\u200bx', null, null],
    ['empty', '', null, null],
    ['blank', '   ', null, null],
    ['a number', 42, null, null],
    ['an object', { href: 'https://a.co' }, null, null],
    ['null', null, null, null],
  ])('%s', (_what, raw, asLink, asImage) => {
    expect(safeAddress(raw)).toBe(asLink);
    expect(safeAddress(raw, 'link')).toBe(asLink);
    expect(safeAddress(raw, 'image')).toBe(asImage);
  });
});

describe('isOwnPath', () => {
  it.each([
    ['/', true],
    ['/cheques', true],
    ['//x', false],
    ['/\\x', false],
    ['x', false],
    ['/a b', false],
  ])('%s -> %s', (path, own) => {
    expect(isOwnPath(path)).toBe(own);
  });
});
