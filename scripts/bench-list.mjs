/* global document */
// `npm run bench:list`: a large workspace's cheque list must stay usable. Builds (unless
// --no-build), serves the build against the mock backend, signs in, and for each count (default
// 10,000, 50,000 and 100,000; BENCH_COUNTS="10000") fills the active workspace with generated
// cheques (POST /api/__dev/bulk-cheques), opens /cheques in Chromium and prints the time to the
// first rows (from navigation start and from the reply), the longest main-thread task
// (PerformanceObserver 'longtask') while scrolling, sorting, filtering and searching, and the JS
// heap. The wheel steps and the typed search are also traced (CDP): the main thread's tasks of
// 3 ms of CPU or more, their median and largest CPU (thread) time, which a loaded machine
// disturbs less than wall time, and the longest task in wall time with its CPU; and the elements
// of one row. `--smoke` (in `npm test`, through bench:smoke): 2,500 cheques and a few steps of
// each, so that a change to the list that breaks the bench fails the run; its figures mean nothing.
// Ports: BENCH_LIST_PORT / BENCH_LIST_MOCK_PORT, or BENCH_BASE for a server already running.
import { buildUnlessAsked } from './lib/previewServer.mjs';
import { benchAcrossCounts, benchCounts, heapMb, loadFigures, longestTaskDuring, menuLink, smoke, traceCell, traceTasksDuring } from './lib/benchPage.mjs';

// The smoke's 2,500 cheques (~1 MB) take the large reply's paths in a production build: the reader
// worker, the first rows sent before the whole reply (FIRST_ROWS_FROM_BYTES) and the slices; no
// unit test runs them in a browser. Same time as 200 on this machine (9 s).
const counts = benchCounts(process.env.BENCH_LIST_COUNT ?? '10000,50000,100000', '2500');
const port = process.env.BENCH_LIST_PORT ?? '4192';
const mockPort = process.env.BENCH_LIST_MOCK_PORT ?? '8192';
const ROW = '.cheque-row';

if (!process.env.BENCH_BASE) buildUnlessAsked('bench:list');

const firstRowName = (page) => page.locator(ROW).first().locator('a').first().getAttribute('aria-label');
// The menu's entry by where it leads, not by its words (a second link with the same words broke the bench once).

async function measure(page, cdp, base) {
  // A full page load of the list: boot, fetch of all rows, first rows drawn.
  await page.goto(`${base}/cheques`);
  await page.waitForSelector(ROW, { timeout: 120_000 });
  const load = await loadFigures(page, '/api/check/search/');
  const shown = await page.locator(ROW).count();
  // A large list's first screen comes before the whole list is read and counted: the count line
  // (digits) tells when the whole list is in.
  await page.waitForFunction(() => /\d/.test(document.querySelector('h1 + p')?.textContent ?? ''), undefined, { timeout: 120_000 });
  const counted = await page.evaluate((reply) => Math.round(performance.now() - reply), load.reply);
  const countText = (await page.locator('h1 + p').textContent())?.split('·')[0].trim();
  const heapLoaded = await heapMb(cdp);

  // Opening the list from the menu (the app already running).
  await menuLink(page, '/').click();
  await page.waitForURL(/\/$/);
  await page.waitForTimeout(smoke ? 100 : 500);
  const t0 = Date.now();
  await menuLink(page, '/cheques').click();
  await page.waitForSelector(ROW);
  const firstRowsNav = Date.now() - t0;
  await page.waitForTimeout(smoke ? 100 : 800);

  const box = await page.locator('.cheque-list-scroll').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // A row's elements (itself included): each is made, styled and laid out as rows come in.
  const rowElements = await page.locator(ROW).first().evaluate((row) => row.querySelectorAll('*').length + 1);
  let wheelTrace;
  const wheel = await longestTaskDuring(page, async () => {
    wheelTrace = await traceTasksDuring(page, cdp, async () => {
      for (let i = 0; i < (smoke ? 5 : 150); i++) {
        await page.mouse.wheel(0, 800);
        await page.waitForTimeout(16);
      }
    });
  });
  // A mouse wheel's notches (100 px): the rows coming in are drawn after the scroll's task (useVirtualRows).
  let notchTrace;
  const notches = await longestTaskDuring(page, async () => {
    notchTrace = await traceTasksDuring(page, cdp, async () => {
      for (let i = 0; i < (smoke ? 5 : 120); i++) {
        await page.mouse.wheel(0, i % 40 < 20 ? 100 : -100);
        await page.waitForTimeout(16);
      }
    });
  });
  const jumps = await longestTaskDuring(page, async () => {
    for (const fraction of smoke ? [0.5, 0] : [0.25, 0.9, 0.5, 1, 0.1, 0.75, 0]) {
      await page.locator('.cheque-list-scroll').evaluate((el, f) => {
        el.scrollTop = f * el.scrollHeight;
      }, fraction);
      await page.waitForTimeout(smoke ? 30 : 120);
    }
  });
  const before = await firstRowName(page);
  const sortStart = Date.now();
  const sort = await longestTaskDuring(page, async () => {
    await page.getByRole('button', { name: 'סכום', exact: true }).click();
    await page.waitForFunction((name) => document.querySelector('.cheque-row a')?.getAttribute('aria-label') !== name, before);
  }, 0);
  const sortMs = Date.now() - sortStart;
  await page.waitForTimeout(smoke ? 50 : 400);
  const status = await longestTaskDuring(page, () => page.getByLabel('סטטוס').selectOption('ALL_AWAITING'));
  let searchTrace;
  const search = await longestTaskDuring(page, async () => {
    searchTrace = await traceTasksDuring(page, cdp, async () => {
      await page.getByLabel('חיפוש').pressSequentially('משה', { delay: 80 });
      await page.waitForURL(/q=/);
      await page.waitForTimeout(smoke ? 100 : 1500);
    });
  });
  const heapEnd = await heapMb(cdp);
  return [
    countText,
    shown,
    load.shown,
    load.afterReply,
    counted,
    load.longest,
    firstRowsNav,
    rowElements,
    `${wheel.longest} / ${wheel.count}`,
    traceCell(wheelTrace),
    `${notches.longest} / ${notches.count}`,
    traceCell(notchTrace),
    `${jumps.longest} / ${jumps.count}`,
    sortMs,
    sort.longest,
    status.longest,
    search.longest,
    traceCell(searchTrace),
    `${heapLoaded} / ${heapEnd}`,
  ];
}

benchAcrossCounts({
  title: 'bench:list (Chromium, 1280x800)',
  port,
  mockPort,
  ready: ROW,
  counts,
  measure,
  labels: [
    'count shown by the page',
    'rows in the DOM (virtualised)',
    'first rows, full page load (ms from navigation start)',
    'first rows after the reply ended (ms)',
    'whole list counted after the reply ended (ms)',
    'longest task during that load (ms)',
    'first rows, opened from the menu (ms)',
    'elements in one row',
    'scrolling wheel steps (800 px): longest task (ms) / long tasks',
    '  traced: tasks >= 3 ms CPU: median / max CPU (n) · longest (CPU)',
    'wheel notches (100 px): longest task (ms) / long tasks',
    '  traced: tasks >= 3 ms CPU: median / max CPU (n) · longest (CPU)',
    'jumping to scroll positions: longest task (ms) / long tasks',
    'sort by amount: until the first row changed (ms)',
    'sort by amount: longest task (ms)',
    'status filter ALL_AWAITING: longest task (ms)',
    'typing a search: longest task (ms)',
    '  traced: tasks >= 3 ms CPU: median / max CPU (n) · longest (CPU)',
    'JS heap after GC: loaded / after all steps (MB)',
  ],
});
