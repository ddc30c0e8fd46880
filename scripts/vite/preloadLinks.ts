import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * What main.tsx imports for every page (startLibraries) that no landing page's code imports
 * statically: the texts (i18next) and React DOM. (The frame and the HTTP client, which it imports
 * too, come with each page's files.)
 */
export const STARTUP_MODULES: readonly string[] = ['src/i18n/i18n.ts', 'src/app/mountApp.tsx'];

/**
 * The pages a payer or a signer opens from a link, and the sign-in, by address, with the modules
 * main.tsx starts for them (startLandingScreen, the standalone or sign-in app, the first-paint
 * sheet): their files are named to the browser in the first reply, so they download with the entry
 * instead of after it (one round trip less on a phone). The texts are the Hebrew ones, the app's first language.
 */
export const LANDING_PAGES: ReadonlyArray<{ address: RegExp; modules: readonly string[] }> = [
  {
    address: /^\/terminal\//,
    modules: ['src/app/StandaloneApp.tsx', 'src/styles/base.ts', 'src/features/payerLink/pages/TerminalPage.tsx', 'src/i18n/locales/he/terminal.json'],
  },
  {
    address: /^\/signChecks\//,
    modules: ['src/app/StandaloneApp.tsx', 'src/styles/base.ts', 'src/features/signerLink/pages/SignChequesPage.tsx', 'src/i18n/locales/he/signing.json'],
  },
  // The sign-in app (when no user is stored, which only the browser knows: with one, the staff app
  // starts and these few files wait in the cache).
  {
    address: /^\/login(\?|$)/,
    modules: ['src/app/SignInApp.tsx', 'src/i18n/locales/he/accounts.json'],
  },
];

export const PRELOAD_LINKS_FILE = 'preload-links.conf';

type Chunk = Pick<Rollup.OutputChunk, 'fileName' | 'imports' | 'isEntry' | 'moduleIds'> & { viteMetadata?: { importedCss: Set<string> } };

/** The files a chunk needs before it runs: itself, its static imports (deep) and their sheets. */
function filesOf(start: Chunk[], byFile: Map<string, Chunk>, skip: Set<string>): string[] {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName) || skip.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    chunk.imports.forEach((file) => {
      const next = byFile.get(file);
      if (next) visit(next);
    });
  };
  start.forEach(visit);
  return [...css, ...seen];
}

/**
 * A `Link` header's value: sheets preloaded as styles, modules as module preloads. `crossorigin`,
 * as Vite's loader asks for a lazy chunk's sheets: else the browser fetches each sheet twice.
 */
export function linkHeader(files: readonly string[]): string {
  return files.map((file) => (file.endsWith('.css') ? `</${file}>; rel=preload; as=style; crossorigin` : `</${file}>; rel=modulepreload`)).join(', ');
}

/**
 * The nginx `map` lines (deploy/nginx.conf includes them) from an address to its Link header, of
 * the files the build wrote (`written`: Vite drops the JS file of a chunk of style sheets only
 * after the chunks are made). Throws when a landing page's module is not in the build, so that a
 * renamed file fails the build.
 */
export function preloadMap(bundle: Record<string, Chunk | { type: 'asset' }>, root: string, written: (file: string) => boolean = () => true): string {
  const chunks = Object.values(bundle).filter((item): item is Chunk => 'imports' in item);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('preloadLinks: the build has no entry chunk');
  // index.html loads the entry, its static imports and its sheet: named once, first.
  const htmlFiles = filesOf([entry], byFile, new Set());
  const inHtml = new Set(htmlFiles);
  const lines = LANDING_PAGES.map(({ address, modules }) => {
    const starts = [...STARTUP_MODULES, ...modules].map((module) => {
      // The chunk holding the module (a chunk group of firstScreenChunks may hold several).
      const chunk = chunks.find((candidate) => candidate.moduleIds.includes(`${root}/${module}`));
      if (!chunk) throw new Error(`preloadLinks: ${module} is not a chunk of the build (LANDING_PAGES, scripts/vite/preloadLinks.ts)`);
      return chunk;
    });
    // index.html's own files first: its sheet is render-blocking, and the browser would otherwise
    // find them after the page's files have taken the connections.
    const files = [...htmlFiles, ...filesOf(starts, byFile, inHtml)].filter(written);
    return `~${address.source.replace(/\\\//g, '/')} "${linkHeader(files)}";`;
  });
  return ['# Made by scripts/vite/preloadLinks.ts at build time: included by deploy/nginx.conf.', ...lines, ''].join('\n');
}

/** Writes dist/preload-links.conf (production builds), once the build's files are written. */
export function preloadLinks(): Plugin {
  let root = '';
  let map: ((written: (file: string) => boolean) => string) | null = null;
  return {
    name: 'preload-links',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      // The chunks' imports as made; the file names are checked against what is written below.
      const chunks = structuredClone(
        Object.fromEntries(
          Object.entries(bundle).map(([name, item]) =>
            item.type === 'chunk'
              ? [name, { fileName: item.fileName, imports: item.imports, isEntry: item.isEntry, moduleIds: item.moduleIds, viteMetadata: item.viteMetadata }]
              : [name, { type: 'asset' as const }],
          ),
        ),
      ) as Record<string, Chunk | { type: 'asset' }>;
      map = (written) => preloadMap(chunks, root, written);
    },
    async writeBundle(options, bundle) {
      if (!map || !options.dir) return;
      await writeFile(join(options.dir, PRELOAD_LINKS_FILE), map((file) => file in bundle));
    },
  };
}

/**
 * `build.modulePreload.resolveDependencies` (vite.config.ts): an import made by the entry (main.tsx)
 * asks Vite's helper to preload no JS, since nginx names those files in a landing page's first
 * reply; except the staff app's and the card payment's thank-you page, which no Link header names.
 * Every other import keeps its list. (Sheets never pass through here: the helper loads them.)
 */
export function entryImportsPreloadNothing(filename: string, deps: string[], { hostId }: { hostId: string; hostType: 'html' | 'js' }): string[] {
  const fromEntry = /(^|\/)index-[\w-]+\.js$/.test(hostId);
  const unnamed = /(^|\/)(App|PaymentSuccessPage)-[\w-]+\.js$/.test(filename);
  return fromEntry && !unnamed ? [] : deps;
}
