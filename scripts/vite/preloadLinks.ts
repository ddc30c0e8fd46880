import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { APP_FILES, LANDING_FILES, LANDING_PAGES, landingModules, STARTUP_MODULES, type LandingName } from '../../src/boot/landingPages';

/**
 * The landing pages nginx names files for (src/boot/landingPages.ts): a payer's and a signer's link
 * and the sign-in, by address, with the modules main.tsx starts for them (the start-up libraries,
 * the app, the first-paint sheet, the screen, its Hebrew texts: the app's first language). Their
 * files are named to the browser in the first reply, so they download with the entry instead of
 * after it.
 */
export const PRELOADED_PAGES = (Object.keys(LANDING_PAGES) as LandingName[])
  .filter((name) => LANDING_FILES[name].preload)
  .map((name) => ({ address: LANDING_PAGES[name].address, modules: [...STARTUP_MODULES, ...landingModules(name)] }));

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
  const lines = PRELOADED_PAGES.map(({ address, modules }) => {
    const starts = modules.map((module) => {
      // The chunk holding the module (a chunk group of firstScreenChunks may hold several).
      const chunk = chunks.find((candidate) => candidate.moduleIds.includes(`${root}/${module}`));
      if (!chunk) throw new Error(`preloadLinks: ${module} is not a chunk of the build (src/boot/landingPages.ts)`);
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
      const problems = chunkGroupProblems(chunks, root);
      if (problems.length) this.error(`preloadLinks: ${problems.join('; ')} (src/boot/landingPages.ts)`);
      map = (written) => preloadMap(chunks, root, written);
    },
    async writeBundle(options, bundle) {
      if (!map || !options.dir) return;
      await writeFile(join(options.dir, PRELOAD_LINKS_FILE), map((file) => file in bundle));
    },
  };
}

/**
 * What the build made of each landing page's chunk group (src/boot/landingPages.ts `chunk`): a file
 * named after the group holding every module the group names. A module renamed, moved or no longer
 * imported would otherwise leave its group without a word, and the page load one more file.
 */
export function chunkGroupProblems(bundle: Record<string, Chunk | { type: 'asset' }>, root: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is Chunk => 'imports' in item);
  return Object.values(LANDING_FILES).flatMap(({ chunk: group }) => {
    if (!group) return [];
    const inGroup = chunks.find((chunk) => new RegExp(`(^|/)${group.name}-[\\w-]+\\.js$`).test(chunk.fileName));
    if (!inGroup) return [`chunk group ${group.name}: no file ${group.name}-*.js in the build`];
    return group.files.filter((file) => !inGroup.moduleIds.includes(`${root}/${file}`)).map((file) => `chunk group ${group.name}: ${file} is not in ${inGroup.fileName}`);
  });
}

// The chunks an import by the entry keeps Vite's preload list for: the staff app's and the landing
// screens' that no Link header names.
const UNNAMED_CHUNKS = [APP_FILES.staff, ...Object.values(LANDING_FILES).flatMap((files) => (files.preload || !files.screen ? [] : [files.screen]))].map(
  (file) => file.replace(/^.*\//, '').replace(/\.tsx?$/, ''),
);

// The files every page has before any chunk imports another: the entry, its sheet and Rolldown's
// runtime (index.html), React DOM and the texts' module (main.tsx's start-up, before any app runs).
// In a chunk's preload list they are bytes for nothing (the helper finds them loaded).
const ALWAYS_LOADED = /(^|\/)(index|rolldown-runtime|i18n|reactDom)-[\w-]+\.(js|css)$/;

/**
 * `build.modulePreload.resolveDependencies` (vite.config.ts): an import made by the entry (main.tsx)
 * asks Vite's helper to preload no JS, since nginx names those files in a landing page's first
 * reply; except the staff app's and the card payment's thank-you page, which no Link header names.
 * Every other import made by a chunk keeps its list without the files every page has already
 * (ALWAYS_LOADED); index.html's keeps all. (Sheets never pass through here: the helper loads them.)
 */
export function entryImportsPreloadNothing(filename: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }): string[] {
  const fromEntry = /(^|\/)index-[\w-]+\.js$/.test(hostId);
  const unnamed = new RegExp(`(^|/)(${UNNAMED_CHUNKS.join('|')})-[\\w-]+\\.js$`).test(filename);
  if (fromEntry && !unnamed) return [];
  return hostType === 'js' ? deps.filter((dep) => !ALWAYS_LOADED.test(dep)) : deps;
}

// The chunks whose file names the build's checks, the preload filter above and the journeys read
// (the landing pages' groups, the chunks an entry import keeps a preload list for, the
// always-loaded ones; and every screen's, `*Page`, which a journey may name).
const NAMED_CHUNKS = new Set<string>([
  ...Object.values(LANDING_FILES).flatMap(({ chunk }) => (chunk ? [chunk.name] : [])),
  ...UNNAMED_CHUNKS,
  'index',
  'rolldown-runtime',
  'i18n',
  'reactDom',
]);

/**
 * Rolldown's `chunkFileNames` / `assetFileNames` (vite.config.ts): every other chunk and sheet is
 * named by its hash alone. Each chunk that imports lazy screens carries the names of their files
 * (Vite's preload lists: the staff app's ~200), and a screen's name before the hash was bytes of
 * the first load for nobody. A screen's file keeps its name: a journey names one (e2e/foundation).
 */
export function chunkFileName({ name }: { name: string }): string {
  return NAMED_CHUNKS.has(name) || /Page$/.test(name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js';
}

export function assetFileName({ names }: { names: readonly string[] }): string {
  const name = names[0] ?? '';
  return name.endsWith('.css') && !NAMED_CHUNKS.has(name.replace(/\.css$/, '')) ? 'assets/[hash][extname]' : 'assets/[name]-[hash][extname]';
}
