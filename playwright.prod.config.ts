import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { productionSubset } from './e2e/productionSubset';

// The journeys against the production server (issue #14): dist/ served by nginx with
// deploy/nginx.conf (CSP, Trusted Types, precompressed files) in front of the mock backend.
// e2e/fixtures.ts fails a test on any securitypolicyviolation. A named subset (e2e/productionSubset.ts):
// the public pages (payer, signer), the shell, uploads of logos and the server's own checks.
// A storage host of presigned uploads, as production has one: nginx allows it for uploads
// (connect-src) and for the logos shown from it (img-src); production-build.spec.ts checks both.
process.env.UPLOAD_ORIGIN ??= 'https://storage.example.test';
// Each worker has its own nginx (PROD_PORT+N) in front of its own mock backend (MOCK_PORT+N), as
// playwright.config.ts does with `vite preview`: the journeys reset the database they use.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const firstPort = Number(process.env.PROD_PORT ?? process.env.PREVIEW_PORT ?? 4190);
const firstMockPort = Number(process.env.MOCK_PORT ?? 8180);
const servers = Array.from({ length: workers }, (_, i) => ({ port: firstPort + i, mock: firstMockPort + i }));
const baseURLs = servers.map(({ port }) => `http://127.0.0.1:${port}`);

export default defineConfig({
  ...base,
  testMatch: productionSubset,
  testIgnore: [],
  workers,
  // Read by e2e/fixtures.ts: worker N opens baseURLs[N].
  metadata: { baseURLs },
  outputDir: 'test-results/prod',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/prod' }]],
  use: { ...base.use, baseURL: baseURLs[0] },
  webServer: servers.map(({ port, mock }) => ({
    command: 'node scripts/serve-prod.mjs --no-build',
    url: `http://127.0.0.1:${port}/login`,
    // Never someone else's server (e.g. a `vite preview` left on the same port): nginx or nothing.
    reuseExistingServer: false,
    env: { PROD_PORT: String(port), MOCK_PORT: String(mock), UPLOAD_ORIGIN: process.env.UPLOAD_ORIGIN ?? '' },
    timeout: 90_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
