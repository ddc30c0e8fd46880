import { useTranslation } from 'react-i18next';
import type { SendState } from '../scan/scanSending';

interface Props {
  count: number;
  sending: SendState | null;
  busy: boolean;
  /** The step's primary button (once a cheque is added and no picture is under review). */
  primary: boolean;
}

/** The form's submit: "send the N cheques", then how the send is going (a retry says its number). */
export function SendButton({ count, sending, busy, primary }: Props) {
  const { t } = useTranslation('payerLink');
  return (
    <button type="submit" className={primary ? 'terminal-btn' : 'terminal-btn terminal-btn--secondary'} disabled={busy}>
      {sending
        ? sending.attempt > 1 && sending.phase === 'sending'
          ? t('terminalSending:retrying', { attempt: sending.attempt })
          : t('submit.sending')
        : t('submit.send', { count })}
    </button>
  );
}
