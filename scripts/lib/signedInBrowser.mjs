// A Chromium that Lighthouse drives through its debugging port (lighthouse --port), signed in as a
// staff member would be: the session cookie and the persisted state (redux-persist's `root`) in its
// profile, the business workspace active. Before each measured load the HTTP cache is emptied and
// nothing else: the page loads as on a day's first visit, the session kept.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './previewServer.mjs';

const OWNER = { email: 'owner@demo.co.il', password: 'Demo1234!' };
const BUSINESS = 'גלבוע סחר בע״מ';

/** Waits until the debugging port answers. */
async function debuggerUp(port) {
  for (let i = 0; i < 80; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Chromium's debugging port ${port} did not answer`);
}

/** Runs `fn` with the browser's own context over CDP, then lets go of it (the browser stays). */
async function withBrowser(port, fn) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    return await fn(browser.contexts()[0]);
  } finally {
    await browser.close();
  }
}

/**
 * Starts Chromium (headless, its debugging port on `port`), signs the owner in at `base` through the
 * form and makes the business workspace active. Resolves with what the bench needs.
 */
export async function startSignedInBrowser({ base, port }) {
  const profile = mkdtempSync(join(tmpdir(), 'lh-signed-in-'));
  const args = ['--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--ignore-certificate-errors', '--lang=he-IL', '--accept-lang=he-IL', 'about:blank'];
  const browser = spawn(chromiumPath, args, { stdio: 'ignore' });
  const stop = () => {
    browser.kill('SIGTERM');
    // Chromium may still be writing its profile as it ends: retried, and never the bench's failure.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      /* a temporary folder left behind */
    }
  };
  process.on('exit', stop);
  try {
    await debuggerUp(port);
    await withBrowser(port, async (context) => {
      const page = await context.newPage();
      await page.goto(`${base}/login`);
      await page.getByLabel(/דוא״ל|E-mail/).fill(OWNER.email);
      await page.getByLabel(/סיסמה|Password/).fill(OWNER.password);
      await page.getByRole('button', { name: /^(התחברות|Sign in)$/ }).click();
      await page.getByRole('button', { name: 'החלפת סביבת עבודה' }).click({ timeout: 30_000 });
      await page.getByRole('menuitem', { name: BUSINESS }).click();
      await page.getByText(`סביבת העבודה הפעילה: ${BUSINESS}`).waitFor();
      // (redux-persist writes the state a moment after it changes.)
      await page.waitForTimeout(1000);
      await page.close();
    });
  } catch (error) {
    stop();
    throw error;
  }
  return {
    port,
    /** Empties the HTTP cache, keeps the cookies and the stored state. */
    clearCache: () =>
      withBrowser(port, async (context) => {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await page.close();
      }),
    stop,
  };
}
