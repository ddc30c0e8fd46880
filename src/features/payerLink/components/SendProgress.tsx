import { useTranslation } from 'react-i18next';
import type { SendState } from '../scan/scanSending';
import { TerminalErrorText } from './TerminalErrorText';

interface Props {
  sending: SendState;
  onRetryNow: () => void;
}

/**
 * How the send is doing on a bad network: offline, or waiting for the next try (with "try now").
 * Loaded with the first cheque, with the sending code (a send never starts without it).
 */
export function SendProgress({ sending, onRetryNow }: Props) {
  const { t } = useTranslation('payerLink');
  if (sending.phase === 'offline') {
    return (
      <p className="terminal-hint" role="status">
        {t('terminalSending:offline')}
      </p>
    );
  }
  if (sending.phase !== 'waiting') return null;
  return (
    <>
      <TerminalErrorText error={sending.error} polite />
      <p className="terminal-hint" role="status">
        {t('terminalSending:waiting', { seconds: Math.max(1, Math.round((sending.retryInMs ?? 0) / 1000)) })}
      </p>
      <button type="button" className="terminal-btn terminal-btn--secondary terminal-btn--spaced" onClick={onRetryNow}>
        {t('terminalSending:tryNow')}
      </button>
    </>
  );
}
