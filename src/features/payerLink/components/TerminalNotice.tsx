import { useTranslation } from 'react-i18next';
import type { Terminal } from '@/api/types/terminal';
import { toApiError } from '@/api/apiError';
import { TerminalFrame } from '@/components/payerPage/TerminalFrame';

// The link errors a payer can meet (spec section 8), each with its own screen.
const KNOWN = ['terminalNotFound', 'terminalConnectionFailed', 'uprInUse', 'uprMissing', 'transactionDone', 'paymentRequestNotFound', 'transactionNotFound'];
// Only a connection failure (or an unknown one) can go away by trying again.
const RETRYABLE = ['terminalConnectionFailed', 'generic'];

interface Props {
  error: unknown;
  terminal?: Terminal;
  onRetry: () => void;
}

/** A terminal link that cannot be used: what happened and what the payer can do. */
export function TerminalNotice({ error, terminal, onRetry }: Props) {
  const { t } = useTranslation('payerLink');
  const apiError = toApiError(error);
  const code = apiError.messageKey.replace(/^errors\./, '');
  const kind = KNOWN.includes(code) ? code : apiError.status === null ? 'terminalConnectionFailed' : 'generic';
  const detail = kind === 'generic' ? t(`common:${apiError.messageKey}`, { ...apiError.messageParams, defaultValue: t('common:errors.unknown') }) : t(`notice.${kind}.text`);
  return (
    <TerminalFrame terminal={terminal} title={t(`notice.${kind}.title`)}>
      <section className="terminal-card" role="alert">
        <p>{detail}</p>
        <p>{t(`notice.${RETRYABLE.includes(kind) ? 'tryAgain' : 'askBusiness'}`)}</p>
      </section>
      {RETRYABLE.includes(kind) && (
        <button type="button" className="terminal-btn" onClick={onRetry}>
          {t('common:actions.retry')}
        </button>
      )}
    </TerminalFrame>
  );
}
