import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { terminalCalls, type SubmitScanBody, type TerminalSession } from '@/api/terminalCalls';
import { useCallMutation } from '@/api/useCall';
import type { ScanResult } from '@/api/types/terminal';
import { i18n } from '@/i18n/i18n';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import type { TerminalRoute } from '../rules/terminalRoute';
import type { ClientDetails } from '../rules/terminalValidation';
import { hasMarkedScan, scanKey } from '../scan/scanMarker';
import type { RetryingSend } from '../scan/scanSending';
import type { ScannedCheque } from '../scan/scannedCheque';
import { readyToSend, scanReducer, startVisit } from '../scan/scanState';

// Keeping and sending the scan (IndexedDB, retries, validation): loaded with the first cheque, or at
// once when this visit kept cheques before (a reload).
const loadSending = () => Promise.all([import('../scan/scanSending'), i18n.loadNamespaces('terminalSending')]).then(([work]) => work);
// The client details' checks: needed only when the payer sends (fetched with the first cheque too).
const loadChecks = () => import('../rules/terminalValidation');
// The send's progress on a bad network: fetched with the sending code.
export const loadSendProgress = () => import('../components/SendProgress');
// Shown only after sending (the link's closing, the result): loaded while the cheques are on their way.
export const loadResult = () => Promise.all([import('../components/ScanOutcome'), i18n.loadNamespaces('terminalSending')]).then(([m]) => m);

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
  // Leaving the page stops the send under way: it stays kept on the phone and goes on at the next visit.
  const leaving = useRef<AbortSignal | undefined>(undefined);
  useEffect(() => {
    const leave = new AbortController();
    leaving.current = leave.signal;
    return () => leave.abort();
  }, []);

  const completeSession = async () => {
    const dataToUpdate = { status: 'DONE', transactionNumber: route.transactionNumber, upr: route.upr };
    const reply = await complete({ dataToUpdate, hash: session.hash! });
    // A refusal shows from the mutation's state, with a retry.
    if (!('error' in reply)) dispatch({ type: 'receipt', receiptNumber: reply.data.receiptNumber });
  };

  /** Sends with retries under one idempotency key (scanSending.ts, loaded with the first cheque). */
  const send = async (details: ClientDetails, cheques: ScannedCheque[]) => {
    let work: Awaited<ReturnType<typeof loadSending>>;
    try {
      work = await loadSending();
    } catch (error) {
      // The sending code could not be fetched (no network before it was ever loaded): say so, keep all.
      dispatch({ type: 'sendFailed', error });
      return;
    }
    void loadResult();
    await loadSendProgress().catch(() => undefined);
    const submit = (idempotencyKey: string, body: SubmitScanBody) => submitScan({ link: route.link, body, idempotencyKey });
    const reply = await work.sendVisit({ key, route, session, details, cheques, submit, dispatch, pendingKey, sender, leaving: leaving.current });
    if (reply && isSession && reply.totalSucceeded > 0) await completeSession();
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
    };
  }, [key]);

  // The sending code is fetched with the first cheque, while the network is there: a send that
  // meets a dropped connection then still keeps, retries and says so.
  const hasCheques = state.cheques.length > 0;
  useEffect(() => {
    if (hasCheques) {
      void loadSending().catch(() => undefined);
      void loadSendProgress().catch(() => undefined);
      void loadChecks().catch(() => undefined);
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
    let checks: Awaited<ReturnType<typeof loadChecks>>;
    try {
      checks = await loadChecks();
    } catch (error) {
      // The checks could not be fetched (no network before they were ever loaded): say so, keep all.
      dispatch({ type: 'sendFailed', error });
      return;
    }
    const errors = checks.validateClientDetails(terminal, state.details);
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
