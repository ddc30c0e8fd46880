// `npm run bench:size`: builds (unless --no-build), serves the build against the mock backend, opens
// /login, /terminal/:link, /signChecks/:hash and the signed-in home in Chromium, and prints the JS and CSS bytes (raw
// and gzip) the browser loads before the screen shows. Fails above the ceilings, so a change that
// grows a phone's first download is seen in CI, not by the payer on mobile data.
// `--files` lists each screen's files, largest first; BENCH_DIGITS=1 prints kB to 3 decimals (to see
// how close a figure is to its ceiling).
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildUnlessAsked, chromiumArgs, chromiumPath, startPreview } from './lib/previewServer.mjs';

// The link pages and /login open on phones, often on slow lines: their first download has a budget
// (TARGETS_KB); the ceilings are what the build reached plus about 1 kB, and
// the budget itself or the figure plus 0.5 kB where it was reached (154.5 / 149.8 / 147.1 / 226.2
// kB). How: react-router's declarative mode (components/routing/AppRouter.tsx); payers' and
// signers' links open without a store, RTK Query, the staff routes or the staff texts
// (src/app/StandaloneApp.tsx, the `staff` namespace), and so does /login when no user is stored
// (src/app/SignInApp.tsx, its own sheet styles/signIn.scss: 203.9 -> 154.5 kB); the payer's and the signer's pages have the
// first-paint sheet only (styles/base.scss) and their own look (terminal.css, signLink.css: no
// CoreUI components, no kit), the signer's without lib/dates and icons and with its drawing pad's
// library loaded when needed (181.4 -> 147.1 kB); the first screens' small modules are grouped
// (scripts/vite/firstScreenChunks.ts); the signed-in home has dates without dayjs and header menus
// without CoreUI's dropdown and Popper (240.7 -> 226.2 kB). The design card's libraries alone weigh
// 115.0 kB on a payer's page (npm run bench:stack-floor). Session 7 split the start-up in chunks
// evaluated one per task (texts, React DOM, the frame, the HTTP client: Lighthouse's blocking time),
// which costs about 1.5 kB of compression on each page, and took CoreUI's dark theme out of every
// sheet (the app has none); the signer's pad keeps strokes drawn before its library arrives:
// 155.8 / 149.8 / 148.4 / 226.5 kB. Session 8: the sign-in app stores the signed-in user at once
// (its secrets out, its workspace chosen: +0.6 kB on /login), so a reload right after the sign-in
// finds it: 156.4 kB. Session 9: a build leaves axios's fetch adapter out (the instance uses XHR:
// scripts/vite/axiosWithoutFetch.ts), -4.1 kB on every page: 152.5 / 145.8 / 144.5 / 222.6 kB.
// Session 10: replies read at the edge by valibot schemas (valibot's object, the schema parts, the
// diagnostics list, the user's schema in the sign-in and staff apps; the workspace and cheque
// schemas on the home) and a client time-out: 152.4 / 145.9 / 144.3 / 223.6 -> 156.5 / 149.6 /
// 148.0 / 230.6 kB, over the +2 kB the work allowed (the home above its 230 kB budget): to win back
// by removing the older readers (api/replies.ts, the read* functions) once every reply has its schema.
// Session 11: every reply has its schema and replies.ts is gone; the payer's terminal and payment
// request schemas go with its chunk, the signer reads its cheques with the fields it shows:
// 156.5 / 149.5 / 148.0 / 230.8 -> 156.5 / 150.0 / 148.3 / 230.8 kB (the payer's page at its ceiling).
// The staff menu in labelled, folding sections with one current entry and the active workspace
// named in the header (app/navigation.ts, app/layout/useNavSections.ts, the menu's styles):
// +0.9 kB on the signed-in home only (231.2 -> 232.0 kB: the shell's code +0.4, its styles +0.3, the
// sections' names +0.1; no new icon, CSS chevrons).
// Session 12: parts of axios left out, /login's reply readers loaded on use, chunk groups by need, the payer's later texts lazy: 156.6 / 150.5 / 148.0 / 231.9 -> 150.4 / 147.7 / 145.4 / 230.1 kB.
// Session 13: Arabic as a third language. Its texts, the list of its and English's text files and its face load only when a
// page is English or Arabic (i18n/otherLanguages.ts): nothing of them on a Hebrew page. The one language switch of every
// frame (its third language, each named in itself; components/layout/LanguageSwitch.tsx) and the link pages' choice by the
// browser's language: +0.1 to 0.2 kB a page: 149.6 / 146.6 / 144.3 / 223.7 -> 149.7 / 146.8 / 144.5 / 223.9 kB.
// The accessibility regulations' part on every page (the statement's link and its two texts, an
// outline on every focusable element that draws no ring, no motion under prefers-reduced-motion in
// base.scss, the staff header wrapping): +0.5 kB a page (measured before the Arabic merge:
// 149.6 / 146.6 / 144.3 / 223.7 -> 150.1 / 147.1 / 144.9 / 224.3 kB).
// Session 14: CoreUI's fields and tables only with the screens that have them (not the home), the
// server refusals' texts with the first refusal, the settings section's icons when it opens, the
// stamp's texts with the signing screens: 150.4 / 147.7 / 145.4 / 230.1 ->
// 149.3 / 146.6 / 144.3 / 223.7 kB before the new features; then the five stages and the next action
// (+2.9 on the home, their rules in the signedIn group), the return desk's new-returns count (+3.0)
// and the above: 150.1 / 147.2 / 144.9 / 230.1 kB. The home's 180 kB budget is the next step.
// The texts the client names itself back in common (a form's or a page's own message, held there
// by apiError.test.ts): +0.3 kB a page: 150.5 / 147.5 / 145.3 / 230.4 kB.
// Phone and format slips (branch phone): the merchant's message in a translated frame on the payer's
// page (+0.2: its component and sheet; <Trans> left out, which was +4.8 on every link page), the one
// date-format text and the typed-day pattern with dots in every app's texts and dayText (+0.05 to
// +0.1), the phone header's two-line names and their descriptions, the new chunks' names in App's
// preload lists (the home +0.3): 150.5 / 147.8 / 145.4 / 230.8 kB.
// Large workspaces: a refusal to a call asked as bytes read as JSON by the one axios instance (+0.1
// to +0.2 on every page); on the home the cheque lists' request for the list reader worker and the
// menu's prefetch (+2.5; the worker itself loads only for a reply over 256 kB), with the above:
// 150.7 / 148.0 / 145.6 / 233.5 kB.
// Unused CoreUI classes out of the staff sheets (scripts/vite/unusedClasses.ts: a build drops the kit's,
// the shell's and the utilities' selectors whose classes neither the app's code nor the CoreUI
// components it imports write or compose from a value the app writes; kit.css 14.5 -> 9.6, the
// layout's sheet 6.7 -> 5.5 kB), cropperjs's template out of the staff app (lib/cropperTemplate.ts,
// -0.45): the home 233.6 -> 227.1 kB, the other pages unchanged. What is left to the 180 kB budget:
// the libraries (React DOM 63.4, RTK Query/redux 24.6, i18next 19.7, axios 17.8, react-router 14.5),
// the lazy routes' preload lists in App (~3.5 kB of file names), the staff texts of other screens.
// The home's summary kept with its reply and, for a large workspace, made in slices in a chunk of its
// own that loads only then (features/dashboard/hooks/useHomeSummary.ts): the home 227.1 -> 227.4 kB.
// The staff texts of other screens out of the home (the `screenParts` namespace, with the screens'
// fields-and-tables sheet: styles/screenPartsTexts.ts) and the files every page has already (the
// entry, the runtime, React DOM, the texts' module) out of every chunk's preload list
// (scripts/vite/preloadLinks.ts): 150.78 / 148.08 / 145.68 / 227.12 -> 150.72 / 148.01 / 145.66 / 225.85 kB;
// with the home's summary above: 150.80 / 148.10 / 145.71 / 227.78 -> 150.75 / 148.03 / 145.69 / 226.53 kB.
// Chunks and sheets named by their hash alone except those the build's checks and the journeys name
// (scripts/vite/preloadLinks.ts chunkFileName): the preload lists of the lazy screens in each chunk
// shrank: 150.75 / 148.03 / 145.69 / 226.53 -> 150.10 / 147.38 / 145.25 / 224.69 kB.
// CoreUI's variants that neither the home nor its shell writes (button, button-group and alert colours
// and sizes, tabs, dropdown directions, the grid's rows and columns, the cards' headers and pictures)
// out of the kit and the shell's sheets into styles/screenVariants.scss, which loads with the screens'
// fields and tables (scripts/vite/unusedClasses.ts screenOnlyClass): the home's CSS 17.0 -> 15.2 kB,
// 224.67 -> 222.86 kB; with the solid buttons' colours the home has not and the close button:
// CSS 14.3 kB, 221.97 kB. The other pages unchanged. Then the list reader's start during the download
// and its first rows (+0.2, the home reads its cheques through it) and the phone menu drawn when first
// opened (+0.1): 222.4 kB.
// Session 20 (branch home7): the deposit law's verdicts, limits and accounts, the lists' order and URL
// filter reader and the lists' status badge out of the home (lib/chequeLaw/depositable.ts,
// lib/chequeListOrder.ts, list/listBox.ts: -2.0 kB), the time-outs apart from the forms' limits
// (lib/timeouts.ts), redux-persist's gate, migrations, transforms and storage probe off the home:
// 150.09 / 147.42 / 145.26 / 222.40 -> 149.98 / 147.32 / 145.17 / 218.93 kB.
// The signed-in list (its cards on a phone, until the first card shows) measured from session 20: main
// 1f5cf23 294.6 kB in 71 files; with its bulk bar loaded when the user heads for
// it (the form library and the deposit parts no longer with the list) 259.1 kB, 58 files.
// Merged (session 20's end: the list's rows and cards, its data asked with its code, the home's cuts):
// home 218.7 kB, list 258.2 kB; the status badge (its sheet: every screen's badges) back with the signed-in
// screens' shared parts: home 218.9 kB.
// Session 21 (branch size8): the preload lists without the chunks their importer imports statically
// (scripts/vite/loadedChunks.ts), the home's, the shell's and /login's notices and the phone menu's
// backdrop without CoreUI's CAlert and CBackdrop (react-transition-group: components/feedback/Notice.tsx),
// the error catalogue loaded with the first refusal (api/http.ts), CoreUI's :root properties nothing
// reads out of every first sheet (scripts/vite/unusedCustomProperties.ts): 150.06 / 147.40 / 145.23 /
// 218.83 / 258.03 -> 146.97 / 145.84 / 143.73 / 215.12 / 255.84 kB (docs/large-workspaces.md, Set 8).
// Merged with the rest of session 21: the signed-in frame's first reads asked with the screen's data,
// from a chunk of its own (app/shellData.ts, +0.25 kB on the home and the list: the calls leave the
// frame's first render), the rows' and cards' fewer elements in slots (+0.06 home, +0.3 list: the
// cards' slots and places): home 215.52, list 256.42 kB. Then the first-data modules named by nginx and the
// review's one exact-address rule in the entry (boot/landingPages.ts exactly): home 215.57, list 256.51 kB.
// Session 22, an audit's fixes (no speed work): the home's five stages in one row (container queries),
// a date's hint and days in sentences kept whole (kit.scss, KeepDates), the date filters' format, the
// sign-in's focus on its first fault, focus kept by edit sections, delete buttons and the bulk bar, the
// link pages' unreadable-reply text, five new shared chunks named in App's preload lists (TableScroll,
// KeepDates, useInPlaceEditor, optionsBeside.scss, SubmitButton): /login 146.97 -> 147.08, home
// 215.57 -> 215.79, list 256.51 -> 256.82 kB. Ceilings: those plus 0.06-0.08 kB.
const CEILINGS_KB = { '/login': 147.15, '/terminal/gilboa': 146.0, '/signChecks/:hash': 143.9, 'signed-in home': 215.86, 'signed-in list': 256.9 };
const TARGETS_KB = { '/login': 160, '/terminal/gilboa': 150, '/signChecks/:hash': 150, 'signed-in home': 230, 'signed-in list': 240 };
const port = process.env.BENCH_PORT ?? '4191';
const mockPort = process.env.BENCH_MOCK_PORT ?? '8191';
let base = '';

buildUnlessAsked('bench:size');

/** Bytes of one asset of dist/ as served: raw and gzip -9 (what a server sends compressed). */
function assetBytes(pathname) {
  const file = `dist${pathname}`;
  if (!existsSync(file)) return { raw: 0, gzip: 0 };
  const content = readFileSync(file);
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

async function measure(browser, label, path, ready, prepare) {
  // A Hebrew reader's browser: a link page follows the browser's language on a first visit
  // (i18n/languages.ts), and these figures are a Hebrew visitor's.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'he-IL' });
  const page = await context.newPage();
  if (prepare) await prepare(page);
  const assets = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === base && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
  });
  await page.goto(`${base}${path}`);
  await ready(page);
  await context.close();
  const totals = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
  const files = [];
  for (const asset of assets) {
    const kind = asset.endsWith('.css') ? 'css' : 'js';
    const bytes = assetBytes(asset);
    files.push({ asset, ...bytes });
    totals[kind].raw += bytes.raw;
    totals[kind].gzip += bytes.gzip;
  }
  return { label, files: assets.size, list: files.sort((a, b) => b.gzip - a.gzip), ...totals, gzipTotal: totals.js.gzip + totals.css.gzip };
}

/** Signs the owner in, then leaves a warm session and an empty cache for a fresh load of the screen. */
async function signIn(page) {
  await page.goto(`${base}/login`);
  await page.getByLabel('דוא״ל').fill('owner@demo.co.il');
  await page.getByLabel('סיסמה').fill('Demo1234!');
  await page.getByRole('button', { name: 'התחברות' }).click();
  await page.getByRole('heading', { name: /שלום/ }).waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.goto('about:blank');
}

const kb = (n) => (n / 1024).toFixed(process.env.BENCH_DIGITS ? 3 : 1);
let failed = false;
let stopServer = () => undefined;
try {
  const server = await startPreview({ port, mockPort });
  base = server.base;
  stopServer = server.stop;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results = [
    await measure(browser, '/login', '/login', (p) => p.getByRole('button', { name: 'התחברות' }).waitFor()),
    await measure(browser, '/terminal/gilboa', '/terminal/gilboa', (p) => p.getByRole('heading').first().waitFor()),
    await measure(browser, '/signChecks/:hash', '/signChecks/demo-sign-link', (p) => p.getByText(/מבקשת את חתימתך/).waitFor()),
    await measure(browser, 'signed-in home', '/', (p) => p.getByRole('heading', { name: /שלום/ }).waitFor(), signIn),
    // The list's first rows (the staff's workspace, on a phone: its cards).
    await measure(browser, 'signed-in list', '/cheques', (p) => p.locator('.cheque-card a').first().waitFor(), signIn),
  ];
  await browser.close();
  console.log('\nFirst-load JS + CSS (bytes the browser fetches before the screen shows)');
  console.log('screen              files   JS raw   JS gzip  CSS raw  CSS gzip  total gzip  target  ceiling');
  for (const r of results) {
    const ceiling = CEILINGS_KB[r.label];
    const over = r.gzipTotal / 1024 > ceiling;
    failed ||= over;
    console.log(
      `${r.label.padEnd(18)} ${String(r.files).padStart(5)} ${kb(r.js.raw).padStart(8)} ${kb(r.js.gzip).padStart(9)} ${kb(r.css.raw).padStart(8)} ${kb(r.css.gzip).padStart(9)} ${kb(r.gzipTotal).padStart(11)} ${String(TARGETS_KB[r.label]).padStart(7)} ${String(ceiling).padStart(8)}${over ? '  OVER' : ''}`,
    );
  }
  console.log('(kB = 1024 bytes; gzip -9 of each file as built)\n');
  // --files: which files each screen loads, largest first (the bundle map: scripts/bundle-map.mjs).
  if (process.argv.includes('--files')) {
    for (const r of results) {
      console.log(r.label);
      for (const f of r.list) console.log(`  ${kb(f.gzip).padStart(7)} gz ${kb(f.raw).padStart(7)} raw  ${f.asset}`);
    }
  }
} catch (error) {
  console.error('bench:size failed:', error);
  failed = true;
} finally {
  stopServer();
}
process.exit(failed ? 1 : 0);
