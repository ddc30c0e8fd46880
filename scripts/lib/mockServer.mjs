// The mock backend as an HTTP server (mocks/server.ts), as nginx's upstream: serve:prod, the
// Lighthouse bench and bench:tasks --nginx start it the same way.
import { spawn } from 'node:child_process';

/**
 * Starts the mock backend on `port`, in one process (no npx/tsx launcher in between, so that stopping
 * it stops the mock); resolves once it answers, with its origin, its process and how to stop it.
 */
export async function startMockServer({ port, stdio = 'ignore' }) {
  const mock = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], { stdio, env: { ...process.env, MOCK_PORT: String(port) } });
  const stop = () => mock.kill('SIGTERM');
  process.on('exit', stop);
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/api/__dev/outbox`)).ok) return { origin, stop, process: mock };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`the mock backend did not start on port ${port}`);
}
