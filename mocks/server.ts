import express from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { handlers } from './handlers';
import { resetDb } from './db/database';
import { setMockLatency } from './route';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed';

/**
 * The mock backend as a plain HTTP server (`npm run mock:server`), so that a production build can
 * be served against it (`npm run preview:mock`) for browser tests and measurements.
 */
export function startMockServer(port = Number(process.env.MOCK_PORT ?? 8090)) {
  resetDb();
  setMockLatency(Number(process.env.MOCK_LATENCY_MS ?? 0));
  const app = express();
  app.use(createMiddleware(...handlers));
  app.use((_req, res) => res.status(404).json({ message: 'Not found' }));
  return app.listen(port, '127.0.0.1', () => {
    console.log(`Mock backend on http://127.0.0.1:${port}  (sign in: ${DEMO_USERS.owner} / ${DEMO_PASSWORD})`);
  });
}

if (process.argv[1] && /server\.ts$/.test(process.argv[1])) startMockServer();
