import { useTranslation } from 'react-i18next';
import type { TerminalSession } from '@/api/terminalCalls';
import type { ScanResult } from '@/api/types/terminal';
import { finishTarget } from '../rules/finishTarget';
import type { TerminalRoute } from '../rules/terminalRoute';
import type { ScannedCheque } from '../scan/scannedCheque';
import { ScanResultPanel } from './ScanResultPanel';
import { Spinner } from './Spinner';
import { TerminalErrorText } from './TerminalErrorText';

interface Props {
  route: TerminalRoute;
  terminal: TerminalSession['terminal'];
  result: ScanResult;
  sent: ScannedCheque[];
  receiptNumber?: string;
  /** A payment or transaction link: it is closed once its cheques are in. */
  isSession: boolean;
  completing: { isSuccess: boolean; isError: boolean; error?: unknown };
  onRetryComplete: () => void;
  onScanAgain: () => void;
}

/** After a send (loaded while it is on its way): the link being closed, then the backend's reply with the way out (spec section 2). */
export function ScanOutcome({ route, terminal, result, sent, receiptNumber, isSession, completing, onRetryComplete, onScanAgain }: Props) {
  const { t } = useTranslation('payerLink');
  const closesLink = isSession && result.totalSucceeded > 0;
  if (closesLink && !completing.isSuccess) {
    return completing.isError ? <TerminalErrorText error={completing.error} onRetry={onRetryComplete} /> : <Spinner label={t('submit.completing')} />;
  }
  const target = finishTarget(terminal.redirectUrl, route.mode === 'payment' ? receiptNumber : undefined);
  return <ScanResultPanel result={result} sent={sent} receiptNumber={receiptNumber} target={target} onScanAgain={closesLink ? undefined : onScanAgain} />;
}
