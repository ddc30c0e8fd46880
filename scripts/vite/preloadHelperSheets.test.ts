import { describe, expect, it } from 'vitest';
import { sheetsInTasksOfTheirOwn } from './preloadHelperSheets';

// The statements of Vite's helper around the append, as its build writes them (vite 8).
const HELPER = [
  'const link = document.createElement("link");',
  'link.rel = isCss ? "stylesheet" : scriptRel;',
  'link.crossOrigin = "";',
  'link.href = dep.href;',
  'document.head.appendChild(link);',
].join('\n');

/** Runs the (rewritten) helper's statements for one dependency; says what reached the page when. */
function run(code: string, isCss: boolean) {
  const appended: string[] = [];
  const later: (() => void)[] = [];
  const document = {
    createElement: () => ({ setAttribute() {} }) as Record<string, unknown>,
    head: { appendChild: (link: { rel: string; as?: string; href: string }) => appended.push(`${link.rel}${link.as ? `/${link.as}` : ''} ${link.href}`) },
  };
  const setTimeout = (fn: () => void) => later.push(fn);
  new Function('document', 'setTimeout', 'isCss', 'dep', 'cspNonce', 'scriptRel', code)(document, setTimeout, isCss, { href: '/assets/a.x' }, undefined, 'modulepreload');
  const atOnce = [...appended];
  later.forEach((fn) => fn());
  return { atOnce, afterATask: appended.slice(atOnce.length) };
}

describe('sheetsInTasksOfTheirOwn (Vite preload helper)', () => {
  it.each([
    ['a sheet: its download at once, its stylesheet link a task later', true, ['preload/style /assets/a.x'], ['stylesheet /assets/a.x']],
    ['a module: its module preload at once, as Vite does', false, ['modulepreload /assets/a.x'], []],
  ])('%s', (_name, isCss, atOnce, afterATask) => {
    const changed = sheetsInTasksOfTheirOwn(HELPER);
    expect(changed).not.toBeNull();
    expect(run(changed!, isCss)).toEqual({ atOnce, afterATask });
    // Vite's own helper: everything at once.
    expect(run(HELPER, isCss).afterATask).toEqual([]);
  });

  it.each([
    ['no append (another Vite)', HELPER.replace('document.head.appendChild(link);', 'document.head.append(link);')],
    ['two appends (which one?)', `${HELPER}\ndocument.head.appendChild(link);`],
  ])('refuses a helper with %s', (_name, helper) => {
    expect(sheetsInTasksOfTheirOwn(helper)).toBeNull();
  });
});
