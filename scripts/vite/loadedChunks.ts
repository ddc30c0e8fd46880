import type { Plugin } from 'vite';

/** `build.modulePreload.resolveDependencies`'s signature (vite.config.ts). */
export type ResolveDependencies = (filename: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

/** The static imports of each chunk of the build under way, by file (loadedChunks' generateBundle). */
const builtImports = new Map<string, readonly string[]>();

/** A chunk and every chunk it imports statically, deep: all of them have run before it does. */
function staticClosure(start: string, imports: ReadonlyMap<string, readonly string[]>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    imports.get(file)?.forEach(visit);
  };
  visit(start);
  return seen;
}

/** Records the chunks' static imports, before Vite's import analysis writes the preload lists. */
export function loadedChunks(): Plugin {
  return {
    name: 'loaded-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        builtImports.clear();
        for (const item of Object.values(bundle)) if (item.type === 'chunk') builtImports.set(item.fileName, item.imports);
      },
    },
  };
}

/**
 * A `resolveDependencies` whose lists leave out, for an import made by a chunk, the chunks that chunk
 * imports statically, deep: they ran before it, and Vite's helper would find them loaded. In the
 * staff app's ~50 lazy routes' lists (App's code, on the signed-in home's first download) they were
 * ~20 files each: 0.65 kB gzip of names for nothing. Sheets never pass through here (the helper
 * loads them). `imports`: the build's chunks' static imports (loadedChunks; a test gives its own).
 */
export function withoutLoadedChunks(resolve: ResolveDependencies, imports: ReadonlyMap<string, readonly string[]> = builtImports): ResolveDependencies {
  return (filename, deps, context) => {
    const kept = resolve(filename, deps, context);
    if (context.hostType !== 'js') return kept;
    const loaded = staticClosure(context.hostId, imports);
    return kept.filter((dep) => !loaded.has(dep));
  };
}
