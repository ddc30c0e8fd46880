/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import purgeCss from '@fullhuman/postcss-purgecss';
import type { AcceptedPlugin, Root } from 'postcss';
import { productionFiles } from './scripts/vite/productionFiles';
import { firstScreenChunks } from './scripts/vite/firstScreenChunks';
import { assetFileName, chunkFileName, entryImportsPreloadNothing, preloadLinks } from './scripts/vite/preloadLinks';
import { loadedChunks, withoutLoadedChunks } from './scripts/vite/loadedChunks';
import { axiosWithoutFetch } from './scripts/vite/axiosWithoutFetch';
import { classKeeper, dropUnusedClasses, screenOnlyClass } from './scripts/vite/unusedClasses';
import { dropUnusedCustomProperties, readCustomProperties } from './scripts/vite/unusedCustomProperties';
import { HeavyFilesFirst } from './scripts/vitest/heavyFilesFirst';

/**
 * CoreUI's utility classes are most of its CSS; a build keeps those the source names (and the
 * colour ones CoreUI's components compose at run time, e.g. `text-${textColor}`). Only
 * src/styles/utilities.scss is purged here; the kit's and the shell's CoreUI parts lose their unused
 * classes by scripts/vite/unusedClasses.ts (a screen's own sheet is kept whole).
 */
function purgeUtilities(): AcceptedPlugin {
  const purge = purgeCss({
    content: ['./index.html', './src/**/*.{ts,tsx}'],
    safelist: { standard: [/^(text|bg|border|link|rounded)-/, /^(d|flex|justify-content|align-items)-/] },
  }) as unknown as { OnceExit: (root: Root, helpers: unknown) => Promise<void> };
  return {
    postcssPlugin: 'purge-utilities',
    OnceExit(root, helpers) {
      if (!/styles[\\/]utilities\.scss/.test(root.source?.input.file ?? '')) return;
      return purge.OnceExit(root, helpers);
    },
  };
}


/** `npm start` prints where the app is and how to sign in to the demo. */
function demoBanner(mock: boolean): Plugin {
  return {
    name: 'demo-banner',
    configureServer(server) {
      server.httpServer?.once('listening', () => {
        setTimeout(() => {
          const lines = mock
            ? [
                '  Mock backend: on (demo data, resettable from the user menu)',
                '  Demo sign-in (password Demo1234! for all):',
                '    owner@demo.co.il   OWNER of gilboa-trade and dana-private',
                '    user@demo.co.il    USER of gilboa-trade',
                '    viewer@demo.co.il  VIEWER of gilboa-trade',
                '    otp@demo.co.il     USER with a one-time code (see the dev outbox)',
                '  Terminal (payer, phone): /terminal/gilboa',
              ]
            : ['  Mock backend: off, /api is proxied to API_PROXY_TARGET'];
          console.log(['', ...lines, ''].join('\n'));
        }, 50);
      });
    },
  };
}

/**
 * `npm start` on the mock: the card payment page the mock's POST /api/payment/{id} points to. The
 * browser opens it as a page, which the mock's service worker does not answer, so the dev server
 * serves it (the Node mock server answers the same path itself; mocks/cardPage.ts).
 */
function mockCardPage(mock: boolean): Plugin {
  return {
    name: 'mock-card-page',
    configureServer(server) {
      if (!mock) return;
      server.middlewares.use('/api/__dev/card-payment', (req, res) => {
        void import('./mocks/cardPage').then(({ renderCardPage }) => {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(renderCardPage(new URL(req.url ?? '/', 'http://dev').searchParams));
        });
      });
    },
  };
}

// VITE_API_MOCK: on by default in dev (`npm start`), off in a build unless set to 'true'.
const routerDist = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${routerDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${routerDist}dom-export.mjs` },
  { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./scripts/vite/useSyncExternalStoreShim.ts', import.meta.url)) },
];

/**
 * Test files that mock modules (vi.mock), replace a global class (`globalThis.X = ...`) or say they
 * need it (a first line `// own module graph: <why>`): each runs
 * in a module graph and document of its own (`test` below).
 */
function testsMockingModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(mock|doMock)\(|\bglobalThis\.\w+ = |^\/\/ own module graph:/m.test(readFileSync(path, 'utf8'))) found.push(path);
    }
  };
  ['src', 'mocks', 'scripts'].forEach(walk);
  return found;
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const mock = command === 'serve' ? env.VITE_API_MOCK !== 'false' : env.VITE_API_MOCK === 'true';
  const apiTarget = env.API_PROXY_TARGET || 'http://127.0.0.1:8080';
  const moduleMockingTests = process.env.VITEST ? testsMockingModules() : [];
  return {
    plugins: [react(), demoBanner(mock), mockCardPage(mock), productionFiles({ mock }), preloadLinks(), loadedChunks(), axiosWithoutFetch()],
    define: { __API_MOCK__: JSON.stringify(mock) },
    // CoreUI's parts in the staff app's sheets: without the classes nothing can put on an element
    // (scripts/vite/unusedClasses.ts).
    css: {
      postcss: {
        // CoreUI's variants only other screens write: out of the home's kit and shell sheets, into the
        // sheet that loads with the screens (scripts/vite/unusedClasses.ts screenOnlyClass), in dev too.
        plugins: [
          ...(command === 'build'
            ? [
                purgeUtilities(),
                dropUnusedClasses(/styles[\\/](kit|shell|utilities)\.scss$/, () => classKeeper(process.cwd())),
                // CoreUI's :root properties nothing reads (the first sheet of every page: base.scss).
                dropUnusedCustomProperties(/styles[\\/](base|kit|signIn)\.scss$/, () => readCustomProperties(process.cwd())),
              ]
            : []),
          dropUnusedClasses(/styles[\\/](kit|shell)\.scss$/, () => (name) => !screenOnlyClass(name)),
          dropUnusedClasses(/styles[\\/]screenVariants\.scss$/, () => (command === 'build' ? classKeeper(process.cwd()) : () => true), screenOnlyClass),
        ],
      },
    },
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
        // react-router 7's package exports name only its development build (remix-run/react-router
        // #12532, #14102): a production build takes the production one (no dev warnings). And
        // react-i18next's useSyncExternalStore shim for React < 18 becomes React 19's own hook.
        ...(command === 'build' ? reactRouterProduction : []),
      ],
    },
    server: {
      port: Number(env.PORT || 5173),
      strictPort: true,
      host: '127.0.0.1',
      watch: { ignored: ['**/.tmp/**', '**/test-results/**', '**/playwright-report/**', '**/dist/**'] },
      proxy: mock ? undefined : { '/api': { target: apiTarget, changeOrigin: true } },
    },
    preview: {
      port: Number(env.PREVIEW_PORT || 4180),
      strictPort: true,
      host: '127.0.0.1',
      proxy: { '/api': { target: env.MOCK_SERVER_URL || 'http://127.0.0.1:8090', changeOrigin: true } },
    },
    build: {
      target: 'es2022',
      // SOURCEMAP=1 npx vite build: source maps, to read a CPU profile of the build (never served: nginx
      // serves what dist/ has, and a production build is made without).
      sourcemap: process.env.SOURCEMAP === '1',
      chunkSizeWarningLimit: 400,
      // No modulepreload polyfill (0.5 kB on every first load): every browser we serve has
      // <link rel="modulepreload">, and without it the preload is only later, never wrong.
      // The entry's own imports (main.tsx: the start-up libraries, the landing screens) name no JS
      // files to preload: nginx names them in the first reply (scripts/vite/preloadLinks.ts), and
      // Vite's helper spent 10-30 ms of the entry's task on a phone adding ~20 <link>s for them.
      // Their sheets are still loaded by the helper (CSS never goes through this filter). The card
      // payment's thank-you page, which no Link header names, keeps its list. No list names a chunk
      // its importer imports statically (scripts/vite/loadedChunks.ts).
      modulePreload: { polyfill: false, resolveDependencies: withoutLoadedChunks(entryImportsPreloadNothing) },
      // Shared chunks and sheets are named by their hash alone: every chunk that imports lazy screens
      // lists their files (scripts/vite/preloadLinks.ts chunkFileName).
      rolldownOptions: { output: { codeSplitting: firstScreenChunks, chunkFileNames: chunkFileName, assetFileNames: assetFileName } },
    },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      // Generous for a busy 2-core machine (the set-up's find/waitFor limit is 30 s): a test that
      // fails still says so, only later; none has a shorter limit of its own.
      testTimeout: 90_000,
      hookTimeout: 90_000,
      pool: 'threads',
      // Vitest leaves one core free by default: a 2-core CI machine then ran one file at a time.
      maxWorkers: '100%',
      // One module graph and one document per worker, not one per file: React, CoreUI, the app's
      // screens, the mock backend and the texts load once per worker instead of once per file
      // (the screens' CPU time fell from ~520 to ~200 s). src/test/setup.ts puts back after each file
      // what a file may change for the whole page. A file that mocks a module (vi.mock) or replaces a
      // global class gets a graph of its own, or its mock would reach the other files (or come too late).
      isolate: false,
      sequence: { sequencer: HeavyFilesFirst },
      projects: [
        { extends: true, test: { name: 'rules', include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'], exclude: moduleMockingTests } },
        { extends: true, test: { name: 'screens', include: ['src/**/*.test.tsx'], exclude: moduleMockingTests } },
        { extends: true, test: { name: 'module-mocks', include: moduleMockingTests.length ? moduleMockingTests : ['no-such-file'], isolate: true } },
      ],
    },
  };
});
