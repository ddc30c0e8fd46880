import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; fonts (woff2) and pictures are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves less than its own overhead (nginx's gzip_min_length default is 20). */
const MIN_BYTES = 512;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))),
  );
  return nested.flat();
}

/** Writes `file.br` and `file.gz` beside `file` when they are smaller (nginx brotli_static / gzip_static). */
async function precompress(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(content, { level: 9 }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
}

/**
 * The production build: drops the mock service worker that `public/` carries for the
 * dev server (unless the build is a mock build), then writes brotli and gzip copies of every text
 * file for nginx's brotli_static / gzip_static (deploy/nginx.conf). Node's zlib does both.
 */
export function productionFiles({ mock }: { mock: boolean }): Plugin {
  let outDir = 'dist';
  return {
    name: 'production-files',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      if (!mock) await rm(join(outDir, 'mockServiceWorker.js'), { force: true });
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      const started = Date.now();
      await Promise.all(files.map(async (file) => ((await stat(file)).isFile() ? precompress(file) : undefined)));
      console.log(`precompressed ${files.length} files (brotli + gzip) in ${Date.now() - started} ms`);
    },
  };
}
