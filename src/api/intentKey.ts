import { isRetryableStatus } from '@/lib/retryableStatus';

/*
 * Money calls that can be retried (a deposit or any other cheque action, buying credits, sending a
 * payment request) carry an Idempotency-Key header: the same key on a retry of the same intent, so
 * that a retry after a lost reply is not a second deposit, order or e-mail. An intent is the call
 * and its arguments; its key is kept until the backend has answered it (done, or refused for a
 * reason a retry would not change), and then forgotten: the same request made again afterwards is
 * a new intent with a new key.
 */

const open = new Map<string, string>();

/** JSON with the object keys sorted: the same arguments name the same intent whatever their order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Not a secure context (a LAN address over http): no randomUUID, but random bytes.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const intentOf = (call: string, args: unknown) => `${call} ${canonical(args)}`;

/** The Idempotency-Key of this call with these arguments: the open intent's, or a new one. */
export function intentKey(call: string, args: unknown): string {
  const intent = intentOf(call, args);
  let key = open.get(intent);
  if (!key) {
    key = newKey();
    open.set(intent, key);
  }
  return key;
}

/** The header to send with a money call. */
export const idempotencyHeader = (call: string, args: unknown) => ({ 'Idempotency-Key': intentKey(call, args) });

/**
 * An endpoint's `onQueryStarted`: forgets the intent's key once the backend answered, keeps it when
 * no answer came (no reply, a time-out, a busy or failing server) so that a retry sends it again.
 */
export function forgetKeyWhenAnswered(call: string) {
  return async (args: unknown, { queryFulfilled }: { queryFulfilled: Promise<unknown> }) => {
    try {
      await queryFulfilled;
    } catch (failure) {
      const status = (failure as { error?: { status?: number | null } } | null)?.error?.status;
      if (isRetryableStatus(status)) return;
    }
    open.delete(intentOf(call, args));
  };
}
