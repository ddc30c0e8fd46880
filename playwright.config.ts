import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

// Playwright cannot download its browsers here: Debian's Chromium, or CHROMIUM_PATH (docs/stack.md).
const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const previewPort = process.env.PREVIEW_PORT ?? '4180';
const baseURL = `http://127.0.0.1:${previewPort}`;

export default defineConfig({
  testDir: 'e2e',
  // Checks of the shipped build and its server: only against nginx (playwright.prod.config.ts).
  testIgnore: ['production-build.spec.ts'],
  // One mock backend with one database: journeys run one at a time and reset it first.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'he-IL',
    // No fades: axe scans and screenshots see the final colours, not a transition.
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Jerusalem',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'node scripts/preview-mock.mjs --no-build',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
