import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// index.html's loading screen, shown until main.tsx renders the app (styles/boot.scss).
const html = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
const page = new DOMParser().parseFromString(html, 'text/html');

describe("index.html's loading screen", () => {
  it('has no text to lay out: no font is looked up before the app is in', () => {
    expect(page.getElementById('root')?.textContent?.trim()).toBe('');
  });

  it('says it is loading to a screen reader, in Hebrew, in a status region', () => {
    const spinner = page.querySelector('#root [role="status"] [role="img"]');
    expect(spinner?.getAttribute('aria-label')).toBe('טוען…');
    expect(page.documentElement.getAttribute('lang')).toBe('he');
    expect(page.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('runs no inline script and carries no inline style (the production CSP allows neither)', () => {
    expect([...page.querySelectorAll('script')].every((script) => script.getAttribute('src'))).toBe(true);
    expect(page.querySelectorAll('style, [style]')).toHaveLength(0);
  });
});
