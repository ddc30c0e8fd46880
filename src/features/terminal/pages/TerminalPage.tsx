import { useTranslation } from 'react-i18next';
import { useTerminalSession } from '../hooks/useTerminalSession';
import { Spinner } from '../components/Spinner';
import { TerminalFrame } from '@/components/terminal/TerminalFrame';
import { TerminalNotice } from '../components/TerminalNotice';
import { TerminalScanner } from '../components/TerminalScanner';
import { scanInstructions } from '@/lib/payerScan';

/** Every terminal route of spec section 2: the payer's phone scanner, branded by the terminal. */
export function TerminalPage() {
  const { t } = useTranslation('terminal');
  const { route, session, isLoading, error, refetch } = useTerminalSession();
  if (error) return <TerminalNotice error={error} terminal={session?.terminal} onRetry={refetch} />;
  if (isLoading || !session) {
    return (
      <TerminalFrame title={t('title')}>
        <Spinner label={t('loading')} />
      </TerminalFrame>
    );
  }
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
