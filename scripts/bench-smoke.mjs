// `npm run bench:smoke` (part of `npm test`, after the build): the benches in their smoke mode, so
// that a change to a screen or a rule that breaks a bench fails the run instead of being found
// months later. Small counts, a few steps, no figure asserted; bench:list and bench:home share one
// server of dist/ (bench:tasks too). Not here: bench:size (`npm test` runs it in full), bench:lighthouse (downloads
// Lighthouse and needs nginx: tens of seconds a page) and bench:stack-floor (builds the libraries
// alone, none of our screens: nothing of ours can break it).
// Ports: BENCH_SMOKE_PORT / BENCH_SMOKE_MOCK_PORT (default 4194 / 8194).
import { spawnSync } from 'node:child_process';
import { buildUnlessAsked, startPreview } from './lib/previewServer.mjs';

buildUnlessAsked('bench:smoke');
const started = Date.now();
const { base, stop } = await startPreview({ port: process.env.BENCH_SMOKE_PORT ?? '4194', mockPort: process.env.BENCH_SMOKE_MOCK_PORT ?? '8194' });
const benches = [
  ['bench:list', 'node', ['scripts/bench-list.mjs', '--smoke']],
  ['bench:home', 'node', ['scripts/bench-home.mjs', '--smoke']],
  ['bench:tasks', 'node', ['scripts/bench-tasks.mjs', '--smoke']],
  ['bench:returns', 'npx', ['tsx', 'scripts/bench-returns.ts', '200']],
  ['bench:capture', 'node', ['scripts/bench-capture.mjs']],
];
let failed = '';
try {
  for (const [name, command, args] of benches) {
    const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, BENCH_BASE: base, BENCH_CAPTURE_FRAMES: '2' } });
    if (run.status !== 0) {
      failed = name;
      break;
    }
  }
} finally {
  stop();
}
if (failed) {
  console.error(`bench:smoke: ${failed} failed`);
  process.exit(1);
}
console.log(`bench:smoke: ${benches.length} benches ran in ${((Date.now() - started) / 1000).toFixed(1)} s`);
