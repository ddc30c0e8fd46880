// `npm run bench:capture`: milliseconds per camera frame for the capture checks (they run on
// every camera frame of a phone, so each must fit in a frame's time) in
// Chromium: src/lib/capture's measures and advice, bundled as they run in the worker, timed on
// generated 640x480 frames of each kind (good, blurred, dark, over-exposed, glare, skewed, none).
// Prints a table; fails only when the checks cannot run. The figure goes into the note.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib/previewServer.mjs';

const entry = fileURLToPath(new URL('./lib/captureBenchEntry.ts', import.meta.url));
const frames = Number(process.env.BENCH_CAPTURE_FRAMES ?? 40);

const output = await build({
  configFile: false,
  logLevel: 'warn',
  build: { write: false, minify: true, lib: { entry, formats: ['iife'], name: 'CaptureBench', fileName: 'capture-bench' } },
});
const code = (Array.isArray(output) ? output[0] : output).output.find((chunk) => chunk.type === 'chunk').code;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>capture bench</title>');
  await page.addScriptTag({ content: code });
  const rows = await page.evaluate((n) => globalThis.CaptureBench.runCaptureBench(n), frames);
  console.log(`capture checks per frame in Chromium (${frames} frames each, 640x480):`);
  console.table(rows);
  const worst = Math.max(...rows.map((r) => r.p95Ms));
  console.log(`worst p95: ${worst} ms per frame (the worker checks a frame every ~100 ms)`);
} finally {
  await browser.close();
}
