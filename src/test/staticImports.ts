// The modules a file pulls in with it: its static imports (and re-exports), followed through the
// project's files. A lazy import() is not followed: it is another download. Tests of what a first
// screen downloads read it (src/app/standaloneImports.test.ts, src/boot/landingPages.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const projectRoot = join(__dirname, '..', '..');

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? join(projectRoot, 'src', spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null;
  if (!base) return spec;
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** Static imports (and re-exports) that are not type-only: what the bundler keeps. */
function staticImports(source: string): string[] {
  const from = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;'"]*?\sfrom\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  const bare = [...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  return [...from, ...bare];
}

/**
 * Every module reached from `start` (a path from the project's root), each with the module that
 * imported it first; project files by absolute path, packages by name.
 */
export function reach(start: string): Map<string, string | null> {
  const first = join(projectRoot, start);
  const parent = new Map<string, string | null>([[first, null]]);
  const queue = [first];
  while (queue.length) {
    const file = queue.shift()!;
    if (!file.startsWith('/')) continue;
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, spec);
      if (!target || parent.has(target)) continue;
      parent.set(target, file);
      queue.push(target);
    }
  }
  return parent;
}

/** A project file's path from the project's root (a package's name as it is). */
export const fromRoot = (module: string) => (module.startsWith('/') ? relative(projectRoot, module) : module);

/** How `module` was reached: `module <- importer <- ... <- start`. */
export function chain(parent: Map<string, string | null>, module: string): string {
  const names: string[] = [];
  for (let at: string | null | undefined = module; at; at = parent.get(at)) names.push(fromRoot(at));
  return names.join(' <- ');
}
