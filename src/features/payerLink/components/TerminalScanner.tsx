import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TerminalSession } from '@/api/terminalCalls';
import { isDesktop } from '@/components/capture/cameraSupport';
import { ClientDetailsFields } from '@/components/payerPage/ClientDetailsFields';
import { i18n } from '@/i18n/i18n';
import { needsRearPhoto, payerStep } from '@/lib/payerScan';
import type { TerminalRoute } from '../rules/terminalRoute';
import { showsSend } from '../scan/scanState';
import { loadResult, loadSendProgress, useScanVisit } from '../hooks/useScanVisit';
import { ChequeDraft } from './ChequeDraft';
import { Spinner } from './Spinner';
import { TerminalErrorText } from './TerminalErrorText';

// Shown only once a cheque is confirmed: kept out of the first load (its total's texts with it).
const ScannedChequeList = lazy(() =>
  Promise.all([import('./ScannedChequeList'), i18n.loadNamespaces('terminalSending')]).then(([m]) => ({ default: m.ScannedChequeList })),
);
// What a payment link asks for: only on those links (a plain terminal link needs no Money display first).
export const loadPaymentSummary = () => import('./PaymentRequestSummary');
const PaymentRequestSummary = lazy(() => loadPaymentSummary().then((m) => ({ default: m.PaymentRequestSummary })));
// Offline or waiting to try again: only once a send is under way (its code is there by then).
// Where it cannot load, the send goes on without its progress line (the button still says it).
const SendProgress = lazy(() =>
  loadSendProgress().then(
    (m) => ({ default: m.SendProgress }),
    () => ({ default: () => null }),
  ),
);
const ScanOutcome = lazy(() => loadResult().then((m) => ({ default: m.ScanOutcome })));
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
  const visit = useScanVisit(route, session);
  const { state, dispatch, completeState } = visit;
  const [handOff] = useState(isDesktop);

  if (state.result) {
    return (
      <Suspense fallback={<Spinner label={t('submit.sending')} />}>
        <ScanOutcome
          route={route}
          terminal={terminal}
          result={state.result}
          sent={state.sent}
          receiptNumber={state.receiptNumber}
          isSession={visit.isSession}
          completing={completeState}
          onRetryComplete={() => void visit.completeSession()}
          onScanAgain={() => dispatch({ type: 'scanAgain' })}
        />
      </Suspense>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void visit.submit();
  };
  const { cheques, sending, restored } = state;
  // One primary button per step: the photo, the picture's confirm, then sending.
  const step = payerStep({ cheques: cheques.length, reviewing: state.reviewing });
  return (
    <form noValidate onSubmit={onSubmit}>
      {handOff && (
        <Suspense fallback={null}>
          <HandOffToPhone />
        </Suspense>
      )}
      {paymentRequest && (
        <Suspense fallback={null}>
          <PaymentRequestSummary request={paymentRequest} from={session.business?.name || terminal.name || ''} />
        </Suspense>
      )}
      <ClientDetailsFields terminal={terminal} values={state.details} errors={state.detailErrors} onChange={(details) => dispatch({ type: 'details', details })} />
      {restored && restored.count > 0 && (
        <p className="terminal-hint" role="status">
          {t(restored.resuming && sending ? 'terminalSending:resuming' : 'terminalSending:restored', { count: restored.count })}
        </p>
      )}
      {cheques.length > 0 && (
        <Suspense fallback={null}>
          <ScannedChequeList cheques={cheques} focusToken={state.added} onRemove={(id) => dispatch({ type: 'removed', id })} />
        </Suspense>
      )}
      <ChequeDraft
        key={state.added}
        index={cheques.length + 1}
        askAmountAndDate={!!terminal.allowAmountAndDate}
        needsRear={needsRearPhoto(terminal)}
        suggestedAmount={cheques.length === 0 ? paymentRequest?.amount : undefined}
        secondary={cheques.length > 0}
        onReviewing={visit.setReviewing}
        onAdd={(cheque) => dispatch({ type: 'added', cheque })}
      />
      {state.needCheque && (
        <p className="terminal-error" role="alert">
          {t('submit.needCheque')}
        </p>
      )}
      {sending && (
        <Suspense fallback={null}>
          <SendProgress sending={sending} onRetryNow={visit.retryNow} />
        </Suspense>
      )}
      {state.sendError !== undefined && !sending && <TerminalErrorText error={state.sendError} />}
      {showsSend(state) && (
        <button type="submit" className={step === 'send' ? 'terminal-btn' : 'terminal-btn terminal-btn--secondary'} disabled={!!sending || completeState.isLoading}>
          {sending
            ? sending.attempt > 1 && sending.phase === 'sending'
              ? t('terminalSending:retrying', { attempt: sending.attempt })
              : t('submit.sending')
            : t('submit.send', { count: cheques.length })}
        </button>
      )}
    </form>
  );
}
