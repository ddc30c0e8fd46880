import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { terminalCalls, type TerminalSession } from '@/api/terminalCalls';
import { useCallMutation } from '@/api/useCall';
import type { ScanResult } from '@/api/types/terminal';
import { isDesktop } from '@/components/capture/cameraSupport';
import { i18n } from '@/i18n/i18n';
import type { TerminalRoute } from '../rules/terminalRoute';
import { finishTarget } from '../rules/finishTarget';
import { hasMarkedScan, scanKey } from '../scan/scanMarker';
import type { RetryingSend, SendState } from '../scan/scanSending';
import { needsRearPhoto, validateClientDetails, type ClientDetails, type FieldErrors } from '../rules/terminalValidation';
import { ChequeDraft, type ScannedCheque } from './ChequeDraft';
import { ClientDetailsFields } from '@/components/payerPage/ClientDetailsFields';
import { TerminalErrorText } from './TerminalErrorText';
import { Spinner } from './Spinner';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { payerStep } from '@/lib/payerScan';

// Shown only once a cheque is confirmed: kept out of the first load (its total's texts with it).
const ScannedChequeList = lazy(() =>
  Promise.all([import('./ScannedChequeList'), i18n.loadNamespaces('terminalSending')]).then(([m]) => ({ default: m.ScannedChequeList })),
);
// What a payment link asks for: only on those links (a plain terminal link needs no Money display first).
export const loadPaymentSummary = () => import('./PaymentRequestSummary');
const PaymentRequestSummary = lazy(() => loadPaymentSummary().then((m) => ({ default: m.PaymentRequestSummary })));
// Shown only after sending; loaded while the cheques are on their way.
const loadResult = () => Promise.all([import('./ScanResultPanel'), i18n.loadNamespaces('terminalSending')]).then(([m]) => m);
const ScanResultPanel = lazy(() => loadResult().then((m) => ({ default: m.ScanResultPanel })));
// Keeping and sending the scan (IndexedDB, retries, validation): loaded with the first cheque, or at
// once when this visit kept cheques before (a reload).
const loadSending = () => Promise.all([import('../scan/scanSending'), i18n.loadNamespaces('terminalSending')]).then(([work]) => work);
// "Continue on your phone": desktops only.
const HandOffToPhone = lazy(() =>
  Promise.all([import('@/components/capture/HandOffToPhone'), i18n.loadNamespaces('capture')]).then(([m]) => ({ default: m.HandOffToPhone })),
);

interface Props {
  route: TerminalRoute;
  session: TerminalSession;
}

/** The payer's visit: details, one or more cheques, submit, the scan result (spec section 2). */
export function TerminalScanner({ route, session }: Props) {
  const { t } = useTranslation('payerLink');
  const { terminal, paymentRequest } = session;
  const [details, setDetails] = useState<ClientDetails>({ fromName: '', comments: '', email: paymentRequest?.clientEmail ?? '' });
  const [detailErrors, setDetailErrors] = useState<FieldErrors<keyof ClientDetails>>({});
  const [cheques, setCheques] = useState<ScannedCheque[]>([]);
  const [needCheque, setNeedCheque] = useState(false);
  const [draftKey, setDraftKey] = useState(0);
  // Counts the cheques added: after each, the focus goes back to the list.
  const [added, setAdded] = useState(0);
  const [result, setResult] = useState<ScanResult | null>(null);
  // What the last send carried: its cheques' total is on the result screen.
  const [sent, setSent] = useState<ScannedCheque[]>([]);
  const [reviewing, setReviewing] = useState(false);
  const [receiptNumber, setReceiptNumber] = useState<string>();
  const [submitScan] = useCallMutation(terminalCalls.submitScan);
  const [complete, completeState] = useCallMutation(terminalCalls.completeTerminal);
  const isSession = (route.mode === 'transaction' || route.mode === 'payment') && !!session.hash;
  const key = scanKey(route);
  // The send under way (tries, waits, offline) and its outcome; the kept scan of this visit.
  const [sending, setSending] = useState<SendState | null>(null);
  const [sendError, setSendError] = useState<unknown>();
  const [restored, setRestored] = useState<{ count: number; resuming: boolean } | null>(null);
  const sender = useRef<RetryingSend<ScanResult> | undefined>(undefined);
  const pendingKey = useRef<string | undefined>(undefined);
  const [keeping, setKeeping] = useState(() => !hasMarkedScan(key));
  const [handOff] = useState(isDesktop);

  const completeSession = async () => {
    const dataToUpdate = { status: 'DONE', transactionNumber: route.transactionNumber, upr: route.upr };
    const reply = await complete({ dataToUpdate, hash: session.hash! });
    // A refusal shows from the mutation's state, with a retry.
    if (!('error' in reply)) setReceiptNumber(reply.data.receiptNumber);
  };

  /** Sends with retries under one idempotency key, keeping the cheques until the reply comes. */
  const send = async (sentDetails: ClientDetails, sentCheques: ScannedCheque[]) => {
    let work: Awaited<ReturnType<typeof loadSending>>;
    try {
      work = await loadSending();
    } catch (error) {
      // The sending code could not be fetched (no network before it was ever loaded): say so, keep all.
      setSendError(error);
      return;
    }
    setSendError(undefined);
    void loadResult();
    const idempotencyKey = (pendingKey.current ??= work.newIdempotencyKey());
    await work.saveScan({ key, cheques: sentCheques, details: sentDetails, pending: { idempotencyKey, since: Date.now() } });
    const body = work.submitBody(route, session, sentDetails, sentCheques);
    const attempt = new work.RetryingSend<ScanResult>(() => submitScan({ link: route.link, body, idempotencyKey }), setSending);
    sender.current = attempt;
    try {
      const reply = await attempt.run();
      pendingKey.current = undefined;
      // What was read is kept by the backend; what failed stays out of the list for a new try.
      setSent(sentCheques);
      if (reply.totalSucceeded > 0) {
        await work.deleteScan(key);
        setCheques([]);
      } else await work.saveScan({ key, cheques: sentCheques, details: sentDetails });
      setResult(reply);
      if (isSession && reply.totalSucceeded > 0) await completeSession();
    } catch (error) {
      if (error instanceof work.SendCancelled) return;
      // Refused (or out of tries): a corrected send is a new submission; everything stays.
      pendingKey.current = undefined;
      await work.saveScan({ key, cheques: sentCheques, details: sentDetails });
      setSendError(error);
    } finally {
      if (sender.current === attempt) {
        sender.current = undefined;
        setSending(null);
      }
    }
  };

  // A reload or a dropped connection loses nothing: what this visit kept comes back, and a send
  // that was under way goes on with the same idempotency key.
  useEffect(() => {
    if (!hasMarkedScan(key)) return;
    let live = true;
    void loadSending().then(async (work) => {
      void work.purgeExpiredScans();
      const kept = await work.loadScan(key);
      if (!live) return;
      setKeeping(true);
      if (!kept) return;
      setCheques(kept.cheques);
      setDetails(kept.details);
      setRestored({ count: kept.cheques.length, resuming: !!kept.pending });
      if (kept.pending && kept.cheques.length > 0) {
        pendingKey.current = kept.pending.idempotencyKey;
        void send(kept.details, kept.cheques);
      }
    });
    return () => {
      live = false;
      sender.current?.cancel();
    };
    // Once per visit; `send` reads the latest state through its arguments.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // The sending code is fetched with the first cheque, while the network is there: a send that
  // meets a dropped connection then still keeps, retries and says so.
  const hasCheques = cheques.length > 0;
  useEffect(() => {
    if (hasCheques) {
      void loadSending().catch(() => undefined);
      void loadResult().catch(() => undefined);
    }
  }, [hasCheques]);

  // Keeps the cheques (and the details typed) on the phone as they change; a moment after typing.
  useEffect(() => {
    if (!keeping || sending || (cheques.length === 0 && !hasMarkedScan(key))) return;
    const timer = setTimeout(() => {
      void loadSending().then((work) =>
        cheques.length === 0 ? work.deleteScan(key) : work.saveScan({ key, cheques, details, pending: pendingKey.current ? { idempotencyKey: pendingKey.current, since: Date.now() } : undefined }),
      );
    }, 400);
    return () => clearTimeout(timer);
  }, [cheques, details, key, keeping, sending]);

  // One request per intent: a double tap plus Enter sends the cheques once, never twice; a send
  // already under way (resumed after a reload) is not doubled either.
  const [submitOnce] = useSingleFlight(async () => {
    if (sending || sender.current) return;
    const errors = validateClientDetails(terminal, details);
    setDetailErrors(errors);
    setNeedCheque(cheques.length === 0);
    if (Object.keys(errors).length || cheques.length === 0) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    await send(details, cheques);
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitOnce();
  };

  if (result) {
    if (isSession && result.totalSucceeded > 0 && !completeState.isSuccess) {
      return completeState.isError ? (
        <TerminalErrorText error={completeState.error} onRetry={() => void completeSession()} />
      ) : (
        <Spinner label={t('submit.completing')} />
      );
    }
    const target = finishTarget(terminal.redirectUrl, route.mode === 'payment' ? receiptNumber : undefined);
    const canScanMore = !(isSession && result.totalSucceeded > 0);
    return (
      <Suspense fallback={<Spinner label={t('submit.sending')} />}>
        <ScanResultPanel
          result={result}
          sent={sent}
          receiptNumber={receiptNumber}
          target={target}
          onScanAgain={canScanMore ? () => setResult(null) : undefined}
        />
      </Suspense>
    );
  }

  const busy = !!sending || completeState.isLoading;
  // One primary button per step: the photo, the picture's confirm, then sending.
  const step = payerStep({ cheques: cheques.length, reviewing });
  return (
    <form noValidate onSubmit={onSubmit}>
      {handOff && (
        <Suspense fallback={null}>
          <HandOffToPhone />
        </Suspense>
      )}
      {paymentRequest && (
        <Suspense fallback={null}>
          <PaymentRequestSummary request={paymentRequest} />
        </Suspense>
      )}
      <ClientDetailsFields terminal={terminal} values={details} errors={detailErrors} onChange={setDetails} />
      {restored && restored.count > 0 && (
        <p className="terminal-hint" role="status">
          {t(restored.resuming && sending ? 'terminalSending:resuming' : 'terminalSending:restored', { count: restored.count })}
        </p>
      )}
      {cheques.length > 0 && (
        <Suspense fallback={null}>
          <ScannedChequeList cheques={cheques} focusToken={added} onRemove={(id) => setCheques((list) => list.filter((c) => c.id !== id))} />
        </Suspense>
      )}
      <ChequeDraft
        key={draftKey}
        index={cheques.length + 1}
        askAmountAndDate={!!terminal.allowAmountAndDate}
        needsRear={needsRearPhoto(terminal)}
        suggestedAmount={cheques.length === 0 ? paymentRequest?.amount : undefined}
        secondary={cheques.length > 0}
        onReviewing={setReviewing}
        onAdd={(cheque) => {
          setCheques((list) => [...list, cheque]);
          setNeedCheque(false);
          setDraftKey((k) => k + 1);
          setAdded((n) => n + 1);
        }}
      />
      {needCheque && (
        <p className="terminal-error" role="alert">
          {t('submit.needCheque')}
        </p>
      )}
      {sending?.phase === 'offline' && (
        <p className="terminal-hint" role="status">
          {t('terminalSending:offline')}
        </p>
      )}
      {sending?.phase === 'waiting' && (
        <>
          <TerminalErrorText error={sending.error} polite />
          <p className="terminal-hint" role="status">
            {t('terminalSending:waiting', { seconds: Math.max(1, Math.round((sending.retryInMs ?? 0) / 1000)) })}
          </p>
          <button type="button" className="terminal-btn terminal-btn--secondary terminal-btn--spaced" onClick={() => sender.current?.retryNow()}>
            {t('terminalSending:tryNow')}
          </button>
        </>
      )}
      {sendError !== undefined && !sending && <TerminalErrorText error={sendError} />}
      <button type="submit" className={step === 'send' ? 'terminal-btn' : 'terminal-btn terminal-btn--secondary'} disabled={busy}>
        {sending
          ? sending.attempt > 1 && sending.phase === 'sending'
            ? t('terminalSending:retrying', { attempt: sending.attempt })
            : t('submit.sending')
          : t('submit.send', { count: cheques.length })}
      </button>
    </form>
  );
}
