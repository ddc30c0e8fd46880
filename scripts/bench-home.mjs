/* global window -- page functions run in the browser */
// `npm run bench:home`: the signed-in home of a large workspace. Builds (unless --no-build), serves
// the build against the mock backend, signs in, and for each count (default 10,000, 50,000 and
// 100,000; BENCH_COUNTS="10000") fills the active workspace with generated cheques and opens / in
// Chromium: when the stage tiles (the home's figures) show, from navigation start and from the
// reply of GET /api/check/workspace/{ws}, the longest main-thread task meanwhile (and of those
// after the reply), the same when the home is opened from the menu, and the JS heap. `--smoke` (in `npm test`, through
// bench:smoke): 200 cheques, so that a change to the home that breaks the bench fails the run.
// Ports: BENCH_HOME_PORT / BENCH_HOME_MOCK_PORT, or BENCH_BASE for a server already running.
import { buildUnlessAsked } from './lib/previewServer.mjs';
import { benchAcrossCounts, benchCounts, heapMb, loadFigures, longestTaskDuring, menuLink, smoke } from './lib/benchPage.mjs';

const counts = benchCounts('10000,50000,100000');
const port = process.env.BENCH_HOME_PORT ?? '4193';
const mockPort = process.env.BENCH_HOME_MOCK_PORT ?? '8193';
const FIGURES = '.stage-tiles .stage-tile';

if (!process.env.BENCH_BASE) buildUnlessAsked('bench:home');

async function measure(page, cdp, base) {
  await page.goto(`${base}/`);
  await page.waitForSelector(FIGURES, { timeout: 120_000 });
  const load = await loadFigures(page, '/api/check/workspace/');
  // The tasks after the reply (those before it are the app's own start, the same at any count).
  const afterReply = await page.evaluate((end) => Math.round(Math.max(0, ...window.__longTasks.filter((t) => t.start + t.duration > end).map((t) => t.duration))), load.reply);
  const tiles = await page.locator(FIGURES).count();
  const heap = await heapMb(cdp);
  // From the list back to the home (the app running; the reply cached or fetched again).
  await menuLink(page, '/cheques').click();
  await page.waitForSelector('.cheque-row, .cheque-list-card', { timeout: 120_000 });
  await page.waitForTimeout(smoke ? 100 : 1000);
  let nav = 0;
  const tasks = await longestTaskDuring(page, async () => {
    const t0 = Date.now();
    await menuLink(page, '/').click();
    await page.waitForSelector(FIGURES, { timeout: 120_000 });
    nav = Date.now() - t0;
  });
  return [tiles, load.shown, load.afterReply, `${load.longest} / ${load.tasks}`, afterReply, nav, tasks.longest, heap];
}

benchAcrossCounts({
  title: 'bench:home (Chromium, 1280x800)',
  port,
  mockPort,
  ready: FIGURES,
  counts,
  measure,
  labels: [
    'stage tiles shown',
    'home figures, full page load (ms from navigation start)',
    'home figures after the reply ended (ms)',
    'longest task during that load (ms) / long tasks',
    'longest task ending after the reply (ms)',
    'home figures, opened from the menu (ms)',
    'opened from the menu: longest task (ms)',
    'JS heap after GC, home loaded (MB)',
  ],
});
