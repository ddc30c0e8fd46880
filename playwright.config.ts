import { defineConfig } from '@playwright/test';
import { productionSubset } from './e2e/productionSubset';
import { executablePath } from './e2e/chromium';

// Each worker has its own `vite preview` and mock backend (its own database): the journeys reset
// the database they use, so two workers never share one. E2E_WORKERS=1 runs them one at a time.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const firstPreviewPort = Number(process.env.PREVIEW_PORT ?? 4180);
const firstMockPort = Number(process.env.MOCK_PORT ?? 8180);
const servers = Array.from({ length: workers }, (_, i) => ({ preview: firstPreviewPort + i, mock: firstMockPort + i }));
const baseURLs = servers.map(({ preview }) => `http://127.0.0.1:${preview}`);
const baseURL = baseURLs[0];

export default defineConfig({
  testDir: 'e2e',
  // Checks of the shipped build and its server: only against nginx (playwright.prod.config.ts).
  // With E2E_EXCEPT_PRODUCTION=1 (npm test) the journeys of the production run are left to it.
  testIgnore: process.env.E2E_EXCEPT_PRODUCTION ? productionSubset : ['production-build.spec.ts'],
  workers,
  fullyParallel: false,
  // Read by e2e/fixtures.ts: worker N opens baseURLs[N].
  metadata: { baseURLs },
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
    // A trace records every step's DOM: a third of the journeys' CPU. Only a retried journey keeps one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: servers.map(({ preview, mock }) => ({
    command: 'node scripts/preview-mock.mjs --no-build',
    env: { PREVIEW_PORT: String(preview), MOCK_PORT: String(mock) },
    url: `http://127.0.0.1:${preview}`,
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
