import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompleteTerminalMutation, useSubmitScanMutation, type SubmitScanBody, type TerminalSession } from '@/api/terminalApi';
import type { ScanResult } from '@/api/types';
import { agorotToShekels } from '@/lib/money';
import type { TerminalRoute } from '../hooks/useTerminalSession';
import { finishTarget } from '../lib/finishTarget';
import { needsRearPhoto, validateClientDetails, type ClientDetails, type FieldErrors } from '../lib/terminalValidation';
import { ChequeDraft, type ScannedCheque } from './ChequeDraft';
import { ClientDetailsFields } from './ClientDetailsFields';
import { ScanResultPanel } from './ScanResultPanel';
import { TerminalErrorText } from './TerminalErrorText';
import { PaymentRequestSummary } from './PaymentRequestSummary';
import { Spinner } from './Spinner';
import { useOneIntent } from '@/components/form/useOneIntent';

// Shown only once a cheque is confirmed: kept out of the first load.
const ScannedChequeList = lazy(() => import('./ScannedChequeList').then((m) => ({ default: m.ScannedChequeList })));

interface Props {
  route: TerminalRoute;
  session: TerminalSession;
}

function submitBody(route: TerminalRoute, session: TerminalSession, details: ClientDetails, cheques: ScannedCheque[]): SubmitScanBody {
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

/** The payer's visit: details, one or more cheques, submit, the scan result (spec section 2). */
export function TerminalScanner({ route, session }: Props) {
  const { t } = useTranslation('terminal');
  const { terminal, paymentRequest } = session;
  const [details, setDetails] = useState<ClientDetails>({ fromName: '', comments: '', email: paymentRequest?.clientEmail ?? '' });
  const [detailErrors, setDetailErrors] = useState<FieldErrors<keyof ClientDetails>>({});
  const [cheques, setCheques] = useState<ScannedCheque[]>([]);
  const [needCheque, setNeedCheque] = useState(false);
  const [draftKey, setDraftKey] = useState(0);
  const [result, setResult] = useState<ScanResult | null>(null);
  const [receiptNumber, setReceiptNumber] = useState<string>();
  const [submitScan, submitState] = useSubmitScanMutation();
  const [complete, completeState] = useCompleteTerminalMutation();
  const isSession = (route.mode === 'transaction' || route.mode === 'payment') && !!session.hash;

  const completeSession = async () => {
    const dataToUpdate = { status: 'DONE', transactionNumber: route.transactionNumber, upr: route.upr };
    const reply = await complete({ dataToUpdate, hash: session.hash! }).unwrap();
    setReceiptNumber(reply.receiptNumber);
  };

  // One request per intent: a double tap plus Enter sends the cheques once (issue #14).
  const submitOnce = useOneIntent(async () => {
    const errors = validateClientDetails(terminal, details);
    setDetailErrors(errors);
    setNeedCheque(cheques.length === 0);
    if (Object.keys(errors).length || cheques.length === 0) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    try {
      const reply = await submitScan({ link: route.link, body: submitBody(route, session, details, cheques) }).unwrap();
      // What was read is kept by the backend; what failed stays out of the list for a new try.
      if (reply.totalSucceeded > 0) setCheques([]);
      setResult(reply);
      if (isSession && reply.totalSucceeded > 0) await completeSession();
    } catch {
      // shown below from the mutation state; everything typed and photographed stays
    }
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitOnce();
  };

  if (result) {
    if (isSession && result.totalSucceeded > 0 && !completeState.isSuccess) {
      return completeState.isError ? (
        <TerminalErrorText error={completeState.error} onRetry={() => void completeSession().catch(() => undefined)} />
      ) : (
        <Spinner label={t('submit.completing')} />
      );
    }
    const target = finishTarget(terminal.redirectUrl, route.mode === 'payment' ? receiptNumber : undefined);
    const canScanMore = !(isSession && result.totalSucceeded > 0);
    return <ScanResultPanel result={result} target={target} onScanAgain={canScanMore ? () => setResult(null) : undefined} />;
  }

  const busy = submitState.isLoading || completeState.isLoading;
  return (
    <form noValidate onSubmit={onSubmit}>
      {paymentRequest && <PaymentRequestSummary request={paymentRequest} />}
      <ClientDetailsFields terminal={terminal} values={details} errors={detailErrors} onChange={setDetails} />
      {cheques.length > 0 && (
        <Suspense fallback={null}>
          <ScannedChequeList cheques={cheques} onRemove={(id) => setCheques((list) => list.filter((c) => c.id !== id))} />
        </Suspense>
      )}
      <ChequeDraft
        key={draftKey}
        index={cheques.length + 1}
        askAmountAndDate={!!terminal.allowAmountAndDate}
        needsRear={needsRearPhoto(terminal)}
        suggestedAmount={cheques.length === 0 ? paymentRequest?.amount : undefined}
        onAdd={(cheque) => {
          setCheques((list) => [...list, cheque]);
          setNeedCheque(false);
          setDraftKey((k) => k + 1);
        }}
      />
      {needCheque && (
        <p className="terminal-error" role="alert">
          {t('submit.needCheque')}
        </p>
      )}
      {submitState.isError && <TerminalErrorText error={submitState.error} />}
      <button type="submit" className="terminal-btn" disabled={busy}>
        {busy ? t('submit.sending') : t('submit.send', { count: cheques.length })}
      </button>
    </form>
  );
}
