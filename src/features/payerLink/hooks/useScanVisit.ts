import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { terminalCalls, type TerminalSession } from '@/api/terminalCalls';
import { useCallMutation } from '@/api/useCall';
import type { ScanResult } from '@/api/types/terminal';
import { i18n } from '@/i18n/i18n';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import type { TerminalRoute } from '../rules/terminalRoute';
import { validateClientDetails, type ClientDetails } from '../rules/terminalValidation';
import { hasMarkedScan, scanKey } from '../scan/scanMarker';
import type { RetryingSend } from '../scan/scanSending';
import type { ScannedCheque } from '../scan/scannedCheque';
import { readyToSend, scanReducer, startVisit } from '../scan/scanState';

// Keeping and sending the scan (IndexedDB, retries, validation): loaded with the first cheque, or at
// once when this visit kept cheques before (a reload).
const loadSending = () => Promise.all([import('../scan/scanSending'), i18n.loadNamespaces('terminalSending')]).then(([work]) => work);
// Shown only after sending; loaded while the cheques are on their way.
export const loadResult = () => Promise.all([import('../components/ScanResultPanel'), i18n.loadNamespaces('terminalSending')]).then(([m]) => m);

/**
 * The payer's visit (spec section 2): the state of scanReducer and the work behind it. What is
 * typed and photographed is kept on the phone as it changes; a send is retried under one
 * idempotency key until a reply comes; a reload picks up what was kept, and a send that was under
 * way goes on with the same key.
 */
export function useScanVisit(route: TerminalRoute, session: TerminalSession) {
  const { terminal, paymentRequest } = session;
  const key = scanKey(route);
  const [state, dispatch] = useReducer(scanReducer, undefined, () => startVisit(paymentRequest?.clientEmail, hasMarkedScan(key)));
  const [submitScan] = useCallMutation(terminalCalls.submitScan);
  const [complete, completeState] = useCallMutation(terminalCalls.completeTerminal);
  const isSession = (route.mode === 'transaction' || route.mode === 'payment') && !!session.hash;
  const sender = useRef<RetryingSend<ScanResult> | undefined>(undefined);
  const pendingKey = useRef<string | undefined>(undefined);

  const completeSession = async () => {
    const dataToUpdate = { status: 'DONE', transactionNumber: route.transactionNumber, upr: route.upr };
    const reply = await complete({ dataToUpdate, hash: session.hash! });
    // A refusal shows from the mutation's state, with a retry.
    if (!('error' in reply)) dispatch({ type: 'receipt', receiptNumber: reply.data.receiptNumber });
  };

  /** Sends with retries under one idempotency key, keeping the cheques until the reply comes. */
  const send = async (details: ClientDetails, cheques: ScannedCheque[]) => {
    let work: Awaited<ReturnType<typeof loadSending>>;
    try {
      work = await loadSending();
    } catch (error) {
      // The sending code could not be fetched (no network before it was ever loaded): say so, keep all.
      dispatch({ type: 'sendFailed', error });
      return;
    }
    dispatch({ type: 'sendStarted' });
    void loadResult();
    const idempotencyKey = (pendingKey.current ??= work.newIdempotencyKey());
    await work.saveScan({ key, cheques, details, pending: { idempotencyKey, since: Date.now() } });
    const body = work.submitBody(route, session, details, cheques);
    const attempt = new work.RetryingSend<ScanResult>(
      () => submitScan({ link: route.link, body, idempotencyKey }),
      (sending) => dispatch({ type: 'sendState', sending }),
    );
    sender.current = attempt;
    try {
      const reply = await attempt.run();
      pendingKey.current = undefined;
      if (reply.totalSucceeded > 0) await work.deleteScan(key);
      else await work.saveScan({ key, cheques, details });
      dispatch({ type: 'replied', result: reply, sent: cheques });
      if (isSession && reply.totalSucceeded > 0) await completeSession();
    } catch (error) {
      if (error instanceof work.SendCancelled) return;
      // Refused (or out of tries): a corrected send is a new submission; everything stays.
      pendingKey.current = undefined;
      await work.saveScan({ key, cheques, details });
      dispatch({ type: 'sendFailed', error });
    } finally {
      if (sender.current === attempt) {
        sender.current = undefined;
        dispatch({ type: 'sendState', sending: null });
      }
    }
  };

  // What a reload finds kept: an effect event, so the visit's read runs once per key and still
  // sends with this render's `send`.
  const resume = useEffectEvent((kept: Awaited<ReturnType<Awaited<ReturnType<typeof loadSending>>['loadScan']>>) => {
    dispatch({ type: 'restored', kept });
    if (kept?.pending && kept.cheques.length > 0) {
      pendingKey.current = kept.pending.idempotencyKey;
      void send(kept.details, kept.cheques);
    }
  });

  // A reload or a dropped connection loses nothing: what this visit kept comes back.
  useEffect(() => {
    if (!hasMarkedScan(key)) return;
    let live = true;
    void loadSending().then(async (work) => {
      void work.purgeExpiredScans();
      const kept = await work.loadScan(key);
      if (live) resume(kept);
    });
    return () => {
      live = false;
      sender.current?.cancel();
    };
  }, [key]);

  // The sending code is fetched with the first cheque, while the network is there: a send that
  // meets a dropped connection then still keeps, retries and says so.
  const hasCheques = state.cheques.length > 0;
  useEffect(() => {
    if (hasCheques) {
      void loadSending().catch(() => undefined);
      void loadResult().catch(() => undefined);
    }
  }, [hasCheques]);

  // Keeps the cheques (and the details typed) on the phone as they change; a moment after typing.
  const { cheques, details, keeping, sending } = state;
  useEffect(() => {
    if (!keeping || sending || (cheques.length === 0 && !hasMarkedScan(key))) return;
    const timer = setTimeout(() => {
      void loadSending().then((work) =>
        cheques.length === 0
          ? work.deleteScan(key)
          : work.saveScan({ key, cheques, details, pending: pendingKey.current ? { idempotencyKey: pendingKey.current, since: Date.now() } : undefined }),
      );
    }, 400);
    return () => clearTimeout(timer);
  }, [cheques, details, key, keeping, sending]);

  // One request per intent: a double tap plus Enter sends the cheques once, never twice; a send
  // already under way (resumed after a reload) is not doubled either.
  const [submit] = useSingleFlight(async () => {
    if (state.sending || sender.current) return;
    const errors = validateClientDetails(terminal, state.details);
    dispatch({ type: 'checked', errors });
    if (!readyToSend(state, errors)) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    await send(state.details, state.cheques);
  });

  // Stable: the draft tells it from an effect whenever its review starts or ends.
  const setReviewing = useCallback((reviewing: boolean) => dispatch({ type: 'reviewing', reviewing }), []);

  return {
    state,
    dispatch,
    setReviewing,
    submit,
    retryNow: () => sender.current?.retryNow(),
    /** A payment or transaction link is closed once its cheques are in (then no further scan). */
    isSession,
    completeSession,
    completeState,
  };
}
