// `npm run serve:prod`: the production build served by nginx with deploy/nginx.conf, as it
// ships (compression, caching, the CSP).
// Builds (unless --no-build), starts the mock backend as an HTTP server on MOCK_PORT (unless
// API_UPSTREAM names a real backend), then nginx on PROD_PORT (default PREVIEW_PORT, 4190) in
// the foreground. Ctrl-C stops both. `--tls`: HTTPS with HTTP/2 too, on PROD_TLS_PORT (default the
// next port), with a self-signed certificate made in .tmp/tls/ (needs openssl).
//   API_UPSTREAM=https://api.example.co.il npm run serve:prod     # against a real backend
//   npm run serve:prod -- --tls                                    # and https://127.0.0.1:4191
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { distProblem, startNginx } from './lib/nginxServer.mjs';
import { startMockServer } from './lib/mockServer.mjs';

const port = process.env.PROD_PORT ?? process.env.PREVIEW_PORT ?? '4190';
const mockPort = process.env.MOCK_PORT ?? '8090';
const realBackend = process.env.API_UPSTREAM;
const tlsPort = process.argv.includes('--tls') ? (process.env.PROD_TLS_PORT ?? String(Number(port) + 1)) : undefined;

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', env: { ...process.env, VITE_API_MOCK: 'false' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Before anything starts: a build nginx could not serve is said now, not after a minute of waiting.
const cannotServe = distProblem(resolve('dist'));
if (cannotServe) {
  console.error(`serve:prod: ${cannotServe}`);
  process.exit(1);
}

const children = [];
const stopAll = () => children.forEach((stop) => stop());
process.on('SIGINT', () => {
  stopAll();
  process.exit(0);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(0);
});

async function startMock() {
  const mock = await startMockServer({ port: mockPort, stdio: 'inherit' });
  children.push(mock.stop);
  mock.process.on('exit', (code) => {
    stopAll();
    process.exit(code ?? 1);
  });
  return mock.origin;
}

try {
  const upstream = realBackend ?? (await startMock());
  const nginx = await startNginx({ port, upstream, stdio: 'inherit', tlsPort });
  children.push(nginx.stop);
  nginx.process.on('exit', (code) => {
    stopAll();
    process.exit(code ?? 0);
  });
  console.log(`\nnginx serves dist/ on ${nginx.base}  (/api -> ${upstream}${realBackend ? '' : ', the mock backend'})`);
  if (nginx.tlsBase) console.log(`and over HTTPS with HTTP/2 on ${nginx.tlsBase} (a self-signed certificate: .tmp/tls/)`);
  console.log(`config: ${nginx.prefix}/nginx.conf, logs: ${nginx.prefix}/logs/\n`);
} catch (error) {
  console.error('serve:prod:', error.message ?? error);
  stopAll();
  process.exit(1);
}
