/* global window, document, MutationObserver -- page functions run in the browser */
// What bench:list and bench:home share: the server (their own, or the one bench:smoke started and
// named in BENCH_BASE), signing in, filling the workspace with generated cheques, and the page's
// long tasks, reply times and heap.
import { cpus, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, startPreview } from './previewServer.mjs';

/** `--smoke`: small counts and few steps, no figure asserted: CI runs it so that a bench cannot rot. */
export const smoke = process.argv.includes('--smoke');

/** The cheque counts to measure: BENCH_COUNTS="10000,50000", else `fallback` (smoke: `smokeCount`). */
export function benchCounts(fallback, smokeCount = '200') {
  const raw = process.env.BENCH_COUNTS ?? (smoke ? smokeCount : fallback);
  return raw.split(',').map((n) => Number(n.trim())).filter((n) => n > 0);
}

/** The build served against the mock: BENCH_BASE when a caller already serves it, else our own. */
export async function serve({ port, mockPort }) {
  if (process.env.BENCH_BASE) return { base: process.env.BENCH_BASE, stop: () => undefined };
  return startPreview({ port, mockPort });
}

// In the page before the app: long tasks, and the moment `selector` first appears.
function instrument(selector) {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const seen = () => {
    if (window.__shown === undefined && document.querySelector(selector)) window.__shown = performance.now();
    return window.__shown !== undefined;
  };
  const watch = new MutationObserver(() => seen() && watch.disconnect());
  document.addEventListener('DOMContentLoaded', () => watch.observe(document.body, { childList: true, subtree: true, characterData: true }));
}

/** A signed-in owner's page in Chromium, watching for `selector`; and the active workspace's id. */
export async function signedInPage(base, selector) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'he-IL' });
  const page = await context.newPage();
  await page.addInitScript(instrument, selector);
  await page.goto(`${base}/login`);
  await page.getByLabel(/דוא״ל|E-mail/).fill('owner@demo.co.il');
  await page.getByLabel(/סיסמה|Password/).fill('Demo1234!');
  await page.getByRole('button', { name: /^(התחברות|Sign in)$/ }).click();
  await page.waitForURL(/\/$/);
  await page.waitForFunction(() => JSON.parse(JSON.parse(localStorage.getItem('persist:root') ?? '{}').general ?? '{}').workspace);
  const ws = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('persist:root') ?? '{}').general ?? '{}').workspace);
  const cdp = await context.newCDPSession(page);
  return { browser, page, ws, cdp };
}

/** Replaces the workspace's cheques with `count` generated ones (the mock's bench route). */
export async function fillWorkspace(page, base, ws, count) {
  const bulk = await page.request.post(`${base}/api/__dev/bulk-cheques`, { data: { ws, count } });
  if (!bulk.ok()) throw new Error(`bulk-cheques failed: ${bulk.status()}`);
  const { count: made } = await bulk.json();
  if (made !== count) throw new Error(`the mock made ${made} cheques, not ${count}`);
}

/** After a page load: when `selector` showed, when the last reply of `apiPart` before it ended, and the load's long tasks. */
export async function loadFigures(page, apiPart) {
  return page.evaluate((part) => {
    const shown = window.__shown;
    const replies = performance.getEntriesByType('resource').filter((e) => e.name.includes(part) && e.responseEnd <= shown);
    const reply = replies.length ? replies[replies.length - 1].responseEnd : NaN;
    const tasks = window.__longTasks.map((t) => Math.round(t.duration));
    return { shown: Math.round(shown), reply: Math.round(reply), afterReply: Math.round(shown - reply), longest: Math.max(0, ...tasks), tasks: tasks.length };
  }, apiPart);
}

/** Runs `step` and returns the longest task (ms) and the count of long tasks that began meanwhile. */
export async function longestTaskDuring(page, step, settleMs = smoke ? 50 : 400) {
  const since = await page.evaluate(() => performance.now());
  await step();
  await page.waitForTimeout(settleMs);
  return page.evaluate((t0) => {
    const tasks = window.__longTasks.filter((task) => task.start >= t0);
    return { longest: Math.round(Math.max(0, ...tasks.map((task) => task.duration))), count: tasks.length };
  }, since);
}

/**
 * Runs `step` under a CDP trace and returns the page's main-thread tasks (RunTask) of at least
 * `minCpuMs` of CPU: `wall` (longest, ms), `cpu` (median / longest thread time, ms) and how many.
 * A task's CPU (thread) time is what the load disturbs least: on a busy machine the same work
 * takes longer in wall time, not in CPU. Also the longest task in wall time, and its CPU.
 * BENCH_TRACE_TOP=n prints the n largest tasks (CPU) and what the trace saw inside them.
 */
export async function traceTasksDuring(page, cdp, step, settleMs = smoke ? 50 : 400, minCpuMs = 3) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  // The trace's start is a long task of its own (a few hundred ms): only tasks after this mark count.
  await page.evaluate(() => console.timeStamp('bench:step'));
  await step();
  await page.waitForTimeout(settleMs);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  // The renderer main thread that ran the most: the page's (an idle one may be in the trace too).
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const busy = new Map();
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`));
  for (const task of tasks) busy.set(`${task.pid}:${task.tid}`, (busy.get(`${task.pid}:${task.tid}`) ?? 0) + task.dur);
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const from = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'bench:step')?.ts ?? 0;
  const ours = tasks.filter((task) => `${task.pid}:${task.tid}` === main && task.ts >= from);
  const cpu = ours.map((task) => (task.tdur ?? task.dur) / 1000).filter((ms) => ms >= minCpuMs).sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  if (process.env.BENCH_TRACE_TOP) {
    // BENCH_TRACE_TOP=3: the largest tasks by CPU, with what the trace saw inside each (ms).
    const inside = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.name !== 'RunTask');
    for (const task of [...ours].sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0)).slice(0, Number(process.env.BENCH_TRACE_TOP))) {
      const parts = new Map();
      for (const e of inside) if (e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur) parts.set(e.name, (parts.get(e.name) ?? 0) + e.dur / 1000);
      const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([name, ms]) => `${name} ${round(ms)}`);
      console.log(`  task at +${round((task.ts - from) / 1000)} ms: wall ${round(task.dur / 1000)}, CPU ${round((task.tdur ?? task.dur) / 1000)}: ${top.join(', ')}`);
    }
  }
  const longest = ours.reduce((a, b) => (b.dur > (a?.dur ?? -1) ? b : a), null);
  return {
    wall: round(longest ? longest.dur / 1000 : 0),
    wallCpu: round(longest ? (longest.tdur ?? longest.dur) / 1000 : 0),
    cpuMedian: round(cpu.length ? cpu[Math.floor(cpu.length / 2)] : 0),
    cpuMax: round(cpu.length ? cpu[cpu.length - 1] : 0),
    count: cpu.length,
  };
}

/** A trace's figures in one cell: "CPU median / max (n tasks) · longest wall (its CPU)". */
export const traceCell = (t) => `${t.cpuMedian} / ${t.cpuMax} (${t.count}) · ${t.wall} (${t.wallCpu})`;

/** The JS heap in use after a garbage collection, MB. */
export async function heapMb(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return Math.round(usedSize / 1024 / 1024);
}

/** Prints one table: a row per figure, a column per count; and how busy the machine was. */
export function printTable(title, counts, rows) {
  console.log(`\n${title}${smoke ? ' (smoke: no figure means anything)' : ''}`);
  console.log(`  ${'cheques in the workspace'.padEnd(62)} ${counts.map((c) => String(c).padStart(14)).join('')}`);
  for (const [label, values] of rows) console.log(`  ${String(label).padEnd(62)} ${values.map((v) => String(v).padStart(14)).join('')}`);
  // Long tasks are wall-clock: on a busy machine the same work takes longer. Say how busy it was.
  console.log(`  machine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} (1 min)`);
}

/** Runs `main`, stopping the server either way; exits 1 on an error (CI sees a broken bench). */
export function runBench(main, stop) {
  main()
    .then(() => {
      stop();
      process.exit(0);
    })
    .catch((error) => {
      console.error(error);
      stop();
      process.exit(1);
    });
}

/** A staff menu's link by its address (its words may match more than one link). */
export const menuLink = (page, path) => page.locator(`a.nav-link[href="${path}"]`);

/**
 * One bench: a server of dist/, the owner signed in, the workspace filled with each of `counts`
 * cheques in turn and `measure(page, cdp, base)` run on it (one value per label), then the table.
 */
export function benchAcrossCounts({ title, port, mockPort, ready, counts, labels, measure }) {
  let stopServer = () => undefined;
  runBench(
    async () => {
      const server = await serve({ port, mockPort });
      stopServer = server.stop;
      const { browser, page, ws, cdp } = await signedInPage(server.base, ready);
      const columns = [];
      try {
        for (const count of counts) {
          await fillWorkspace(page, server.base, ws, count);
          columns.push(await measure(page, cdp, server.base));
        }
      } finally {
        await browser.close();
      }
      printTable(title, counts, labels.map((label, i) => [label, columns.map((c) => c[i])]));
    },
    () => stopServer(),
  );
}
