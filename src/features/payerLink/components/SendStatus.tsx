import { useTranslation } from 'react-i18next';
import type { SendState } from '../scan/scanSending';
import { TerminalErrorText } from './TerminalErrorText';

interface Props {
  sending: SendState | null;
  sendError: unknown;
  onRetryNow: () => void;
}

/** How the send is doing on a bad network: offline, waiting for the next try (with "try now"), or failed. */
export function SendStatus({ sending, sendError, onRetryNow }: Props) {
  const { t } = useTranslation('terminal');
  return (
    <>
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
          <button type="button" className="terminal-btn terminal-btn--secondary terminal-btn--spaced" onClick={onRetryNow}>
            {t('terminalSending:tryNow')}
          </button>
        </>
      )}
      {sendError !== undefined && !sending && <TerminalErrorText error={sendError} />}
    </>
  );
}
