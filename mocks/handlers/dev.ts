import { route } from '../route';
import { db, resetDb } from '../db/database';
import { unavailable, type Unavailable } from '../db/members/members';

/** Mock-only calls under /api/__dev: the dev outbox, demo reset, and forcing a session expiry. */
export const devHandlers = [
  route('get', '/api/__dev/outbox', () => ({ messages: db.outbox })),
  route('post', '/api/__dev/reset', () => {
    resetDb();
    return { ok: true };
  }),
  // Shows the spec's "Creating users is unavailable right now" / "Workspace creation currently unavailable".
  route<{ what?: Unavailable; on?: boolean }>('post', '/api/__dev/unavailable', ({ body }) => {
    const list = unavailable();
    const what = body.what === 'users' || body.what === 'workspaces' ? body.what : null;
    if (what && body.on && !list.includes(what)) list.push(what);
    if (what && !body.on && list.includes(what)) list.splice(list.indexOf(what), 1);
    return { unavailable: [...list] };
  }),
  route('post', '/api/__dev/expire-sessions', () => {
    db.sessions = [];
    return { ok: true };
  }),
];
