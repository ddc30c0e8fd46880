// Retrying a failed send: waits that double from 1 s up to 30 s, with a little jitter so that many
// phones that lost the same network do not all come back in the same second.

export const BACKOFF = { firstMs: 1000, maxMs: 30_000, jitter: 0.2, maxAttempts: 10 } as const;

/**
 * Milliseconds to wait before attempt `attempt + 1`, after `attempt` failures (1-based).
 * `random` (0-1) spreads the wait by +-jitter; 0.5 gives the exact doubling.
 */
export function backoffDelay(attempt: number, random = 0.5): number {
  if (!Number.isFinite(attempt) || attempt < 1) return 0;
  const base = Math.min(BACKOFF.maxMs, BACKOFF.firstMs * 2 ** (Math.floor(attempt) - 1));
  const spread = 1 + BACKOFF.jitter * (2 * Math.min(1, Math.max(0, random)) - 1);
  return Math.round(Math.min(BACKOFF.maxMs, base * spread));
}
