// `npm run bench:tasks`: the main thread's long tasks while the staff's first screens load (the home,
// the cheques list, a cheque view), signed in on a phone-sized window, HTTP cache emptied before each
// load. Builds (unless --no-build), serves the build against the mock backend, and prints per page the
// median over the runs (default 5; BENCH_TASKS_RUNS) of the main thread's tasks measured in the
// thread's own CPU time (a Chrome trace's `tdur`), not in wall time: on a shared machine a task's wall
// time grows with the load, its CPU time barely does. "Blocking" is each task's CPU time beyond
// 12.5 ms summed: a phone at a quarter of this machine's speed (Lighthouse's 4x) blocks for what a
// task takes beyond 50 ms, so this is about a quarter of Lighthouse's total blocking time, and it
// compares two builds on a busy machine where Lighthouse's scores move by 20 points.
// `--nginx`: served as in production (deploy/nginx.conf over HTTPS and HTTP/2: its Link headers name
// a page's first files, which `vite preview` does not), where Lighthouse measures.
// `--smoke` (bench:smoke, in `npm test`): one load of each page, no figure asserted.
// Ports: BENCH_TASKS_PORT / BENCH_TASKS_MOCK_PORT / BENCH_TASKS_TLS_PORT / BENCH_TASKS_CDP_PORT, or
// BENCH_BASE for a server already running. BENCH_TASKS_PATHS="/,/cheques" measures other pages.
import { chromium } from '@playwright/test';
import { buildUnlessAsked, startPreview } from './lib/previewServer.mjs';
import { startSignedInBrowser } from './lib/signedInBrowser.mjs';
import { startMockServer } from './lib/mockServer.mjs';
import { startNginx } from './lib/nginxServer.mjs';

const smoke = process.argv.includes('--smoke');
const runs = smoke ? 1 : Number(process.env.BENCH_TASKS_RUNS ?? 5);
const paths = (process.env.BENCH_TASKS_PATHS ?? '/,/cheques,/cheques/view/c100').split(',');
const cdpPort = Number(process.env.BENCH_TASKS_CDP_PORT ?? 9559);
/** A task under this much CPU is not listed (it blocks nothing on a phone at 4x). */
const SHOWN_MS = 8;
/** A phone at 4x blocks for a task's time beyond 50 ms: beyond 12.5 ms of this machine's CPU. */
const BLOCKING_FROM_MS = 12.5;

/** The main thread's tasks of a trace: [start ms from the first, CPU ms], the renderer's busiest thread. */
function mainThreadTasks(events) {
  const busy = new Map();
  for (const e of events) if (e.name === 'RunTask' && e.dur) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  // (A task cut by the trace's end has no duration.)
  const tasks = events.filter((e) => e.name === 'RunTask' && `${e.pid}:${e.tid}` === main && Number.isFinite(e.tdur ?? e.dur));
  const t0 = Math.min(...tasks.map((e) => e.ts));
  return tasks.map((e) => [(e.ts - t0) / 1000, (e.tdur ?? e.dur) / 1000]);
}

const blockingMs = (tasks) => tasks.reduce((sum, [, cpu]) => sum + Math.max(0, cpu - BLOCKING_FROM_MS), 0);

async function traceLoad(context, url) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 412, height: 823 });
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'disabled-by-default-devtools.timeline,devtools.timeline', transferMode: 'ReportEvents' });
  await page.goto(url);
  // The screen's first data and the renders after it (the mock answers at once).
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await cdp.send('Tracing.end');
  await complete;
  await page.close();
  return mainThreadTasks(events);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const stops = [];
  let base = process.env.BENCH_BASE;
  if (!base) buildUnlessAsked('bench:tasks');
  const port = process.env.BENCH_TASKS_PORT ?? '4195';
  const mockPort = process.env.BENCH_TASKS_MOCK_PORT ?? '8195';
  if (!base && process.argv.includes('--nginx')) {
    const mock = await startMockServer({ port: mockPort });
    stops.push(mock.stop);
    const nginx = await startNginx({ port, upstream: mock.origin, tlsPort: process.env.BENCH_TASKS_TLS_PORT ?? '4197' });
    stops.push(nginx.stop);
    base = nginx.tlsBase ?? nginx.base;
  } else if (!base) {
    const server = await startPreview({ port, mockPort });
    stops.push(server.stop);
    base = server.base;
  }
  console.log(`measuring ${base}`);
  const staff = await startSignedInBrowser({ base, port: cdpPort });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const context = browser.contexts()[0];
    console.log(`page                    blocking ms (median of ${runs}, CPU beyond ${BLOCKING_FROM_MS} ms)   longest task ms   tasks over ${SHOWN_MS} ms (last run: start:cpu)`);
    for (const path of paths) {
      const blocking = [];
      const longest = [];
      let last = [];
      for (let run = 0; run < runs; run++) {
        await staff.clearCache();
        const tasks = await traceLoad(context, `${base}${path}`);
        if (!tasks.length) throw new Error(`bench:tasks: no main-thread task traced on ${path}`);
        blocking.push(blockingMs(tasks));
        longest.push(Math.max(...tasks.map(([, cpu]) => cpu)));
        last = tasks.filter(([, cpu]) => cpu >= SHOWN_MS);
      }
      const shown = last.map(([at, cpu]) => `${Math.round(at)}:${Math.round(cpu)}`).join(' ');
      console.log(`${path.padEnd(24)}${median(blocking).toFixed(0).padStart(6)}   (${blocking.map((b) => b.toFixed(0)).join(', ')})   ${median(longest).toFixed(0).padStart(5)}   ${shown}`);
    }
  } finally {
    await browser.close();
    staff.stop();
    stops.forEach((stop) => stop());
  }
}

await main();
process.exit(0);
