import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AcceptedPlugin } from 'postcss';

/**
 * CoreUI's `:root` (styles/base.scss, in the first sheet of every page: the link pages', /login's and
 * the staff kit's) defines ~150 custom properties, of which ~40 nothing reads: the palette's names
 * (`--cui-blue`, `--cui-gray-100`…), the dark theme's companions (`--cui-body-bg-dark`…; the app has no
 * dark theme). A build drops a `:root` property that no sheet of CoreUI, no style of the app and no
 * script reads: a `var(--x` anywhere in CoreUI's whole sheet or the app's styles, or the name
 * anywhere in the app's or CoreUI's scripts (CSidebar reads `--cui-is-mobile` by getPropertyValue).
 */
export function readCustomProperties(root: string): Set<string> {
  const used = new Set<string>();
  const read = (text: string, pattern: RegExp) => {
    for (const match of text.matchAll(pattern)) used.add(match[1]);
  };
  const walk = (dir: string, test: RegExp): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path, test);
      return test.test(entry.name) ? [path] : [];
    });
  const inSheets = /var\(\s*(--[\w-]+)/g;
  const inScripts = /(--[a-z][\w-]*)/g;
  read(readFileSync(join(root, 'node_modules/@coreui/coreui/dist/css/coreui.css'), 'utf8'), inSheets);
  for (const file of walk(join(root, 'src'), /\.(s?css)$/)) read(readFileSync(file, 'utf8'), inSheets);
  for (const file of [...walk(join(root, 'src'), /\.tsx?$/), ...walk(join(root, 'node_modules/@coreui/react/dist/esm'), /\.js$/)])
    read(readFileSync(file, 'utf8'), inScripts);
  return used;
}

/** postcss: the `:root` custom properties of the sheets `file` matches that `used` does not name, out. */
export function dropUnusedCustomProperties(file: RegExp, used: () => ReadonlySet<string>): AcceptedPlugin {
  let names: ReadonlySet<string> | undefined;
  return {
    postcssPlugin: 'drop-unused-custom-properties',
    OnceExit(root) {
      if (!file.test(root.source?.input.file ?? '')) return;
      names ??= used();
      const kept = names;
      root.walkRules((rule) => {
        if (!/(^|,)\s*:root\b/.test(rule.selector)) return;
        rule.walkDecls(/^--/, (decl) => {
          if (!kept.has(decl.prop)) decl.remove();
        });
      });
    },
  };
}
