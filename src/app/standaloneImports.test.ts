// Issue #14: what a payer's or a signer's phone downloads first is StandaloneApp and the page's own
// module, with everything they import statically; the same for the sign-in app (/login before the
// staff app, which it starts only with a lazy import()). None of it may pull in redux, RTK or RTK Query
// (the staff screens' store and cache; these pages have no store and use plain calls,
// docs/architecture.md) or redux-persist. A lazy
// import() is not followed: it is not in the first download. The build says the same in bytes
// (`node scripts/bench-size.mjs --files`); this test says which import chain broke it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = join(__dirname, '..', '..');
const FIRST_DOWNLOAD = [
  'src/app/StandaloneApp.tsx',
  'src/features/payerLink/pages/TerminalPage.tsx',
  'src/features/payerLink/pages/TerminalDonePage.tsx',
  'src/features/signerLink/pages/SignChequesPage.tsx',
  'src/app/SignInApp.tsx',
  'src/features/accounts/pages/LoginPage.tsx',
];
// ...nor the staff app's kit of styles (each has its own small sheet).
const FORBIDDEN = [/^@reduxjs\/toolkit/, /^react-redux/, /^redux/, /^redux-persist/, /src\/api\/baseApi\.ts$/, /src\/state\//, /src\/styles\/kit\.ts$/];

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? join(root, 'src', spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null;
  if (!base) return spec;
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** Static imports (and re-exports) that are not type-only: what the bundler keeps. */
function staticImports(source: string): string[] {
  const from = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;'"]*?\sfrom\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  const bare = [...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  return [...from, ...bare];
}

/** Every module reached from `start`, each with the module that imported it first. */
function reach(start: string): Map<string, string | null> {
  const parent = new Map<string, string | null>([[start, null]]);
  const queue = [start];
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

const chain = (parent: Map<string, string | null>, module: string) => {
  const names: string[] = [];
  for (let at: string | null | undefined = module; at; at = parent.get(at)) names.push(at.startsWith('/') ? relative(root, at) : at);
  return names.join(' <- ');
};

describe("a payer's, a signer's and the sign-in's first download", () => {
  it.each(FIRST_DOWNLOAD)('%s imports no store (neither redux, RTK, RTK Query nor redux-persist) and no kit', (file) => {
    const parent = reach(join(root, file));
    expect(parent.size).toBeGreaterThan(5);
    const bad = [...parent.keys()].filter((module) => FORBIDDEN.some((rule) => rule.test(module)));
    expect(bad.map((module) => chain(parent, module))).toEqual([]);
  });

  it('sees a forbidden module when one is imported (the staff app does)', () => {
    const parent = reach(join(root, 'src/app/App.tsx'));
    expect([...parent.keys()].some((module) => FORBIDDEN.some((rule) => rule.test(module)))).toBe(true);
  });
});
