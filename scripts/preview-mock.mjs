// `npm run preview:mock`: the production build, served by `vite preview` with /api proxied to the
// mock backend running as a plain HTTP server. `--no-build` serves the existing dist/.
import { spawn, spawnSync } from 'node:child_process';

const mockPort = process.env.MOCK_PORT ?? '8090';
const previewPort = process.env.PREVIEW_PORT ?? '4180';
const env = { ...process.env, MOCK_PORT: mockPort, PREVIEW_PORT: previewPort, MOCK_SERVER_URL: `http://127.0.0.1:${mockPort}` };

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', env: { ...env, VITE_API_MOCK: 'false' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [
  spawn('npx', ['tsx', 'mocks/server.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', 'preview', '--port', previewPort, '--strictPort'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
}));
