import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { productionSubset } from './e2e/productionSubset';

// The journeys against the production server (issue #14): dist/ served by nginx with
// deploy/nginx.conf (CSP, Trusted Types, precompressed files) in front of the mock backend.
// e2e/fixtures.ts fails a test on any securitypolicyviolation. A named subset, to keep CI under its
// 20 minutes: the public pages (payer, signer), the shell, uploads of logos and the server's own checks.
// A storage host of presigned uploads, as production has one: nginx allows it for uploads
// (connect-src) and for the logos shown from it (img-src); production-build.spec.ts checks both.
process.env.UPLOAD_ORIGIN ??= 'https://storage.example.test';
const port = process.env.PROD_PORT ?? process.env.PREVIEW_PORT ?? '4190';
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...base,
  testMatch: productionSubset,
  testIgnore: [],
  // One nginx in front of one mock database: one journey at a time, all on baseURL below.
  workers: 1,
  metadata: {},
  outputDir: 'test-results/prod',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/prod' }]],
  use: { ...base.use, baseURL },
  webServer: {
    command: 'node scripts/serve-prod.mjs --no-build',
    url: `${baseURL}/login`,
    // Never someone else's server (e.g. a `vite preview` left on the same port): nginx or nothing.
    reuseExistingServer: false,
    env: { PROD_PORT: port, UPLOAD_ORIGIN: process.env.UPLOAD_ORIGIN },
    timeout: 90_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
