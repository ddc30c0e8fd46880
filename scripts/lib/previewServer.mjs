// The benchmarks' one way to serve the production build against the mock backend on their own
// ports: build (unless --no-build), start `scripts/preview-mock.mjs`, wait for it, stop it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Builds dist/ with the mock off, unless the command line says --no-build. Exits on failure. */
export function buildUnlessAsked(label) {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', env: { ...process.env, VITE_API_MOCK: 'false' } });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (!existsSync('dist/index.html')) {
    console.error(`${label}: no dist/ build`);
    process.exit(1);
  }
}

/** Serves dist/ on `port` with /api proxied to the mock on `mockPort`; resolves when it answers. */
export async function startPreview({ port, mockPort, readyPath = '/login' }) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['scripts/preview-mock.mjs', '--no-build'], {
    env: { ...process.env, PREVIEW_PORT: String(port), MOCK_PORT: String(mockPort) },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stop);
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}${readyPath}`)).ok && (await fetch(`${base}/api/__dev/outbox`)).ok) return { base, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('the preview server did not start');
}

/** Debian's Chromium unless CHROMIUM_PATH says otherwise (Playwright cannot download its own). */
export const chromiumPath = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
