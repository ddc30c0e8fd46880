// Lighthouse 13 (mobile, the default emulation and throttling) on the payer's page /terminal/:link
// of the production build served against the mock backend; the median of 3 runs, because the
// machine is shared (docs/stack.md). Not part of `npm test`:
//   node scripts/lighthouse-terminal.mjs [--no-build] [--path /terminal/gilboa] [--runs 3]
// Ports: PREVIEW_PORT / MOCK_PORT (default 4186 / 8096); Chromium: CHROME_PATH (/usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { buildUnlessAsked, chromiumPath, startPreview } from './lib/previewServer.mjs';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const path = arg('path', '/terminal/gilboa');
const runs = Number(arg('runs', '3'));
const port = process.env.PREVIEW_PORT ?? '4186';
const mockPort = process.env.MOCK_PORT ?? '8096';

buildUnlessAsked('lighthouse-terminal');
let base = '';
let stop = () => undefined;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let failed = false;
try {
  ({ base, stop } = await startPreview({ port, mockPort, readyPath: path }));
  const dir = mkdtempSync(join(tmpdir(), 'lh-terminal-'));
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const output = join(dir, `run-${run}.json`);
    const lh = spawnSync(
      'npx',
      [
        '-y', 'lighthouse@13', `${base}${path}`,
        '--only-categories=performance', '--output=json', `--output-path=${output}`, '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromiumPath } },
    );
    if (lh.status !== 0) throw new Error(`lighthouse run ${run} failed (${lh.status})`);
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const audit = (id) => report.audits[id].numericValue;
    const result = {
      performance: Math.round(report.categories.performance.score * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
    };
    results.push(result);
    console.log(`run ${run}: performance ${result.performance}, LCP ${(result.lcp / 1000).toFixed(2)} s, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}, FCP ${(result.fcp / 1000).toFixed(2)} s`);
  }
  const pick = (key) => median(results.map((r) => r[key]));
  console.log(`\nLighthouse 13 mobile, ${path}, median of ${runs}:`);
  console.log(`  performance ${pick('performance')}`);
  console.log(`  LCP ${(pick('lcp') / 1000).toFixed(2)} s`);
  console.log(`  TBT ${Math.round(pick('tbt'))} ms`);
  console.log(`  CLS ${pick('cls').toFixed(3)}`);
  console.log(`  FCP ${(pick('fcp') / 1000).toFixed(2)} s`);
} catch (error) {
  console.error('lighthouse-terminal failed:', error);
  failed = true;
} finally {
  stop();
}
process.exit(failed ? 1 : 0);
