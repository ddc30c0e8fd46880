// Sending the scan on a bad network, loaded with the first cheque (never with the first screen):
// retries with back-off, waits for the connection while offline, one idempotency key per scan so a
// retry is never a second submission, and the cheques kept on the phone until the reply arrives.
import type { MutationReply } from '@/api/mutationReply';
import type { SubmitScanBody, TerminalSession } from '@/api/terminalCalls';
import { BACKOFF, backoffDelay } from '@/features/payerLink/rules/backoff';
import { isRetryableStatus } from '@/lib/retryableStatus';
import { isMalformedReply } from '@/api/schema/reply';
import { agorotToShekels } from '@/lib/money';
import type { ScannedCheque } from './scannedCheque';
import type { TerminalRoute } from '../rules/terminalRoute';
import type { ClientDetails } from '../rules/terminalValidation';
import type { ScanResult } from '@/api/types/terminal';
import { deleteScan, saveScan } from './scanStore';
import type { ScanAction } from './scanState';

export { deleteScan, loadScan, purgeExpiredScans, saveScan, type StoredScan } from './scanStore';

export type SendPhase = 'sending' | 'waiting' | 'offline';

export interface SendState {
  phase: SendPhase;
  /** 1 for the first try. */
  attempt: number;
  /** While waiting: milliseconds until the next try. */
  retryInMs?: number;
  /** While waiting: why the last try failed. */
  error?: unknown;
}

export class SendCancelled extends Error {
  constructor() {
    super('send cancelled');
    this.name = 'SendCancelled';
  }
}

export function submitBody(route: TerminalRoute, session: TerminalSession, details: ClientDetails, cheques: ScannedCheque[]): SubmitScanBody {
  const text = (s: string) => s.trim() || undefined;
  return {
    checks: cheques.map((c) => ({
      frontImage: c.frontImage,
      rearImage: c.rearImage,
      amount: c.agorot === undefined ? undefined : agorotToShekels(c.agorot),
      checkDate: c.checkDate,
    })),
    fromName: text(details.fromName),
    comments: text(details.comments),
    email: text(details.email),
    fpk: route.fpk,
    upr: route.upr,
    transactionNumber: route.transactionNumber,
    hash: route.mode === 'transaction' || route.mode === 'payment' ? session.hash : undefined,
  };
}

/** A key that names one scan for the backend: the same key again is the same submission. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const statusOf = (error: unknown) => (error && typeof error === 'object' && 'status' in error ? (error as { status: number | null }).status : null);

/** Whether a failed send may be tried again: no reply, a time-out, a busy or failing server. */
export function isRetryable(error: unknown): boolean {
  return isRetryableStatus(statusOf(error));
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * One send and its retries. `send` resolves to a mutation's reply; `run()` gives its data, or throws
 * the last refusal (or SendCancelled). State changes go to `onState`; `retryNow()` cuts a wait
 * short (a button, or the connection coming back); `cancel()` stops it (the page is left).
 */
export class RetryingSend<T> {
  private wake: (() => void) | undefined;
  private cancelled = false;

  constructor(
    private readonly send: () => Promise<MutationReply<T>>,
    private readonly onState: (state: SendState) => void,
    private readonly options: { maxAttempts?: number; random?: () => number } = {},
  ) {}

  retryNow(): void {
    this.wake?.();
  }

  cancel(): void {
    this.cancelled = true;
    this.wake?.();
  }

  async run(): Promise<T> {
    const max = this.options.maxAttempts ?? BACKOFF.maxAttempts;
    for (let attempt = 1; ; attempt++) {
      // Offline: no try is spent; the send starts when the connection is back.
      while (!isOnline()) {
        this.onState({ phase: 'offline', attempt });
        await this.pause(null);
        if (this.cancelled) throw new SendCancelled();
      }
      if (this.cancelled) throw new SendCancelled();
      this.onState({ phase: 'sending', attempt });
      const reply = await this.send();
      if (!('error' in reply)) return reply.data;
      const { error } = reply;
      if (this.cancelled) throw new SendCancelled();
      if (!isRetryable(error) || attempt >= max) throw error;
      const wait = backoffDelay(attempt, (this.options.random ?? Math.random)());
      this.onState({ phase: isOnline() ? 'waiting' : 'offline', attempt, retryInMs: wait, error });
      await this.pause(isOnline() ? wait : null);
      if (this.cancelled) throw new SendCancelled();
    }
  }

  /** Until `ms` pass (null: no time limit), the connection comes back, or retryNow/cancel. */
  private pause(ms: number | null): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        window.removeEventListener('online', done);
        this.wake = undefined;
        resolve();
      };
      const timer = ms === null ? undefined : setTimeout(done, ms);
      window.addEventListener('online', done);
      this.wake = done;
    });
  }
}

/** What one send of the payer's visit needs from the page (useScanVisit). */
export interface VisitSend {
  key: string;
  route: TerminalRoute;
  session: TerminalSession;
  details: ClientDetails;
  cheques: ScannedCheque[];
  submit: (idempotencyKey: string, body: SubmitScanBody) => Promise<MutationReply<ScanResult>>;
  dispatch: (action: ScanAction) => void;
  /** The idempotency key of a send not yet answered (kept across a reload). */
  pendingKey: { current: string | undefined };
  /** The send under way, for "try now" and for leaving the page. */
  sender: { current: RetryingSend<ScanResult> | undefined };
  /** Aborted when the payer leaves the page: the send stops (what it carries stays kept). */
  leaving?: AbortSignal;
}

/**
 * Sends the visit's cheques with retries under one idempotency key, keeping them on the phone until
 * the reply comes. Resolves to the reply, or undefined when the send failed (said through
 * `dispatch`; everything stays) or was cancelled.
 */
export async function sendVisit({ key, route, session, details, cheques, submit, dispatch, pendingKey, sender, leaving }: VisitSend): Promise<ScanResult | undefined> {
  const idempotencyKey = (pendingKey.current ??= newIdempotencyKey());
  await saveScan({ key, cheques, details, pending: { idempotencyKey, since: Date.now() } });
  const body = submitBody(route, session, details, cheques);
  const attempt = new RetryingSend<ScanResult>(
    () => submit(idempotencyKey, body),
    (sending) => dispatch({ type: 'sendState', sending }),
  );
  sender.current = attempt;
  const stop = () => attempt.cancel();
  leaving?.addEventListener('abort', stop);
  try {
    if (leaving?.aborted) attempt.cancel();
    const reply = await attempt.run();
    pendingKey.current = undefined;
    // What was read is kept by the backend; what failed stays on the phone for a new try.
    if (reply.totalSucceeded > 0) await deleteScan(key);
    else await saveScan({ key, cheques, details });
    dispatch({ type: 'replied', result: reply, sent: cheques });
    return reply;
  } catch (error) {
    if (error instanceof SendCancelled) return undefined;
    // Refused (or out of tries): a corrected send is a new submission; everything stays. A reply
    // that came but cannot be read (a 2xx) was a submission the backend took: the next try is the
    // same one, under the same key (a new key would make it a second payment).
    if (!isMalformedReply(error)) pendingKey.current = undefined;
    const pending = pendingKey.current ? { idempotencyKey: pendingKey.current, since: Date.now() } : undefined;
    await saveScan({ key, cheques, details, pending });
    dispatch({ type: 'sendFailed', error });
    return undefined;
  } finally {
    leaving?.removeEventListener('abort', stop);
    if (sender.current === attempt) {
      sender.current = undefined;
      dispatch({ type: 'sendState', sending: null });
    }
  }
}
