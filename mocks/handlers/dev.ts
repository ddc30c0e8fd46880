import { route } from '../route';
import { db, resetDb } from '../db/database';

/** Mock-only calls under /api/__dev: the dev outbox, demo reset, and forcing a session expiry. */
export const devHandlers = [
  route('get', '/api/__dev/outbox', () => ({ messages: db.outbox })),
  route('post', '/api/__dev/reset', () => {
    resetDb();
    return { ok: true };
  }),
  route('post', '/api/__dev/expire-sessions', () => {
    db.sessions = [];
    return { ok: true };
  }),
];
