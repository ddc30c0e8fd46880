import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useTerminalSession } from '../hooks/useTerminalSession';
import { Spinner } from '../components/Spinner';
import { TerminalFrame } from '@/components/payerPage/TerminalFrame';
import { loadPaymentSummary, TerminalScanner } from '../components/TerminalScanner';
import { scanInstructions } from '@/lib/payerScan';

// The page's first reads, which main.tsx starts while this page's code is still arriving: a landing
// screen's module hands them over as `firstCalls` (src/boot/landingCode.ts).
export { startTerminalCalls as firstCalls } from '../firstCalls';

// A link that cannot be used is the exception: its screens load only then.
const TerminalNotice = lazy(() => import('../components/TerminalNotice').then((m) => ({ default: m.TerminalNotice })));

/** Every terminal route of spec section 2: the payer's phone scanner, branded by the terminal. */
export function TerminalPage() {
  const { t } = useTranslation('payerLink');
  const { route, session, isLoading, error, refetch } = useTerminalSession();
  // A payment link shows what is asked: its part loads while the session does.
  if (route.mode === 'fpk' || route.mode === 'payment') void loadPaymentSummary();
  const loading = (
    <TerminalFrame title={t('title')} pending>
      <Spinner label={t('loading')} />
    </TerminalFrame>
  );
  if (error) {
    return (
      <Suspense fallback={loading}>
        <TerminalNotice error={error} terminal={session?.terminal} onRetry={refetch} />
      </Suspense>
    );
  }
  if (isLoading || !session) return loading;
  const { terminal, business } = session;
  const subtitle = scanInstructions(terminal)
    .map((key) => t(`subtitle.${key}`))
    .join(' ');
  return (
    <TerminalFrame terminal={terminal} business={business} title={t('title')} subtitle={subtitle} message={terminal.clientMessage}>
      <TerminalScanner route={route} session={session} />
    </TerminalFrame>
  );
}
