import { extraTable, nowIso } from './database';
import { MockHttpError } from './MockHttpError';

/** A reply kept under the Idempotency-Key a client sent with its request. */
interface IdempotentReply {
  scope: string;
  key: string;
  reply: unknown;
  /** What was asked under the key, when the route names it. */
  request?: string;
  at: string;
}

const replies = () => extraTable<IdempotentReply>('idempotentReplies');
/** Kept as long as a payer's phone keeps an unsent scan (src/features/terminal/lib/scanStore.ts), and then some. */
const KEEP_MS = 24 * 3600_000;

/**
 * Runs `act` once per (scope, key): the same key again gets the first reply back and changes
 * nothing (a retry after a lost reply is not a second submission). No key: runs every time.
 * A failure (a thrown MockHttpError) is not kept: the client may try again. With `request` (what
 * was asked, e.g. the body), the same key for another request is refused with 422.
 */
export function onceByKey<T>(scope: string, key: string | null, act: () => T, request?: unknown): T {
  if (!key) return act();
  const now = Date.now();
  const table = replies();
  for (let i = table.length - 1; i >= 0; i--) if (now - Date.parse(table[i].at) > KEEP_MS) table.splice(i, 1);
  const kept = table.find((r) => r.scope === scope && r.key === key);
  const asked = request === undefined ? undefined : JSON.stringify(request);
  if (kept) {
    if (kept.request !== asked) throw new MockHttpError(422, { message: 'Idempotency-Key was already used for another request' });
    return kept.reply as T;
  }
  const reply = act();
  table.push({ scope, key, reply, request: asked, at: nowIso() });
  return reply;
}
