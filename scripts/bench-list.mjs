/* global window, document, MutationObserver -- page functions run in the browser */
// `npm run bench:list`: 10,000 cheques in the list (a large
// workspace must stay usable). Builds (unless --no-build), serves
// the build against the mock backend, signs in, fills the active workspace with 10,000 generated
// cheques (POST /api/__dev/bulk-cheques), opens /cheques in Chromium and prints the time to the
// first rows and the longest main-thread task (PerformanceObserver 'longtask') while scrolling,
// sorting, filtering and searching. Ports: BENCH_LIST_PORT / BENCH_LIST_MOCK_PORT.
import { cpus, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { buildUnlessAsked, chromiumArgs, chromiumPath, startPreview } from './lib/previewServer.mjs';

const COUNT = Number(process.env.BENCH_LIST_COUNT ?? 10_000);
const port = process.env.BENCH_LIST_PORT ?? '4192';
const mockPort = process.env.BENCH_LIST_MOCK_PORT ?? '8192';

buildUnlessAsked('bench:list');
let base = '';
let stopServer = () => undefined;

// In the page before the app: long tasks and the moment the first cheque row appears.
function instrument() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const watch = new MutationObserver(() => {
    if (window.__firstRows === undefined && document.querySelector('.cheque-row')) {
      window.__firstRows = performance.now();
      watch.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () => watch.observe(document.body, { childList: true, subtree: true }));
}

/** Runs `step` and returns the longest task (ms) and the count of long tasks that began meanwhile. */
async function longestTaskDuring(page, step) {
  const since = await page.evaluate(() => performance.now());
  await step();
  await page.waitForTimeout(400);
  return page.evaluate((t0) => {
    const tasks = window.__longTasks.filter((task) => task.start >= t0);
    return { longest: Math.round(Math.max(0, ...tasks.map((task) => task.duration))), count: tasks.length };
  }, since);
}

const firstRowName = (page) => page.locator('.cheque-row').first().locator('a').first().getAttribute('aria-label');

async function run() {
  ({ base, stop: stopServer } = await startPreview({ port, mockPort }));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'he-IL' });
  const page = await context.newPage();
  await page.addInitScript(instrument);
  await page.goto(`${base}/login`);
  await page.getByLabel(/דוא״ל|E-mail/).fill('owner@demo.co.il');
  await page.getByLabel(/סיסמה|Password/).fill('Demo1234!');
  await page.getByRole('button', { name: /^(התחברות|Sign in)$/ }).click();
  await page.waitForURL(/\/$/);
  await page.waitForTimeout(1000);
  const ws = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('persist:root') ?? '{}').general ?? '{}').workspace);
  const bulk = await page.request.post(`${base}/api/__dev/bulk-cheques`, { data: { ws, count: COUNT } });
  if (!bulk.ok()) throw new Error(`bulk-cheques failed: ${bulk.status()}`);

  // A full page load of the list: boot, fetch of all rows, first rows drawn.
  await page.goto(`${base}/cheques`);
  await page.waitForSelector('.cheque-row', { timeout: 60_000 });
  const firstRowsLoad = Math.round(await page.evaluate(() => window.__firstRows));
  const shown = await page.locator('.cheque-row').count();
  const countText = await page.locator('h1 + p').textContent();
  const loadTasks = await page.evaluate(() => window.__longTasks.map((t) => Math.round(t.duration)));

  // Opening the list from the menu (the app already running).
  await page.getByRole('link', { name: 'לוח בקרה' }).click();
  await page.waitForURL(/\/$/);
  await page.waitForTimeout(500);
  const t0 = Date.now();
  await page.getByRole('link', { name: 'כל הצ׳קים' }).click();
  await page.waitForSelector('.cheque-row');
  const firstRowsNav = Date.now() - t0;
  await page.waitForTimeout(800);

  const box = await page.locator('.cheque-list-scroll').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const wheel = await longestTaskDuring(page, async () => {
    for (let i = 0; i < 150; i++) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(16);
    }
  });
  const jumps = await longestTaskDuring(page, async () => {
    for (const fraction of [0.25, 0.9, 0.5, 1, 0.1, 0.75, 0]) {
      await page.locator('.cheque-list-scroll').evaluate((el, f) => {
        el.scrollTop = f * el.scrollHeight;
      }, fraction);
      await page.waitForTimeout(120);
    }
  });
  const before = await firstRowName(page);
  const sortStart = Date.now();
  const sort = await longestTaskDuring(page, async () => {
    await page.getByRole('button', { name: 'סכום' }).click();
    await page.waitForFunction((name) => document.querySelector('.cheque-row a')?.getAttribute('aria-label') !== name, before);
  });
  const sortMs = Date.now() - sortStart - 400;
  const status = await longestTaskDuring(page, () => page.getByLabel('סטטוס').selectOption('ALL_AWAITING'));
  const search = await longestTaskDuring(page, async () => {
    await page.getByLabel('חיפוש').pressSequentially('משה', { delay: 80 });
    await page.waitForTimeout(700);
  });
  await browser.close();

  const rows = [
    ['cheques in the workspace', COUNT],
    ['count shown by the page', countText?.trim()],
    ['rows in the DOM (virtualised)', shown],
    ['first rows, full page load (ms from navigation start)', firstRowsLoad],
    ['longest task during that load (ms)', Math.max(0, ...loadTasks)],
    ['first rows, opened from the menu (ms)', firstRowsNav],
    ['scrolling 150 wheel steps: longest task (ms) / long tasks', `${wheel.longest} / ${wheel.count}`],
    ['jumping to 7 scroll positions: longest task (ms) / long tasks', `${jumps.longest} / ${jumps.count}`],
    ['sort by amount: until the first row changed (ms)', sortMs],
    ['sort by amount: longest task (ms)', sort.longest],
    ['status filter ALL_AWAITING: longest task (ms)', status.longest],
    ['typing a search: longest task (ms)', search.longest],
  ];
  // Long tasks are wall-clock: on a busy machine the same work takes longer. Say how busy it was.
  rows.push(['machine: cores / load average (1 min)', `${cpus().length} / ${loadavg()[0].toFixed(1)}`]);
  console.log('\nbench:list (Chromium, 1280x800)');
  for (const [label, value] of rows) console.log(`  ${String(label).padEnd(64)} ${value}`);
}

run()
  .then(() => {
    stopServer();
    process.exit(0);
  })
  .catch((error) => {
    console.error(error);
    stopServer();
    process.exit(1);
  });
