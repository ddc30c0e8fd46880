import { useTranslation } from 'react-i18next';
import { toApiError } from '@/api/apiError';
import { PhotoError } from '../scan/photoError';

interface Props {
  error: unknown;
  onRetry?: () => void;
  retryLabel?: string;
  /** Announced politely (a status, e.g. while a send is retried) instead of as an alert. */
  polite?: boolean;
}

/** A failed call or an unusable photo, told in the payer's language (the catalogue of spec section 8). */
export function TerminalErrorText({ error, onRetry, retryLabel, polite }: Props) {
  const { t } = useTranslation('payerLink');
  let text: string;
  if (error instanceof PhotoError) {
    text = t(error.messageKey);
  } else {
    const apiError = toApiError(error);
    text = t(`common:${apiError.messageKey}`, { ...apiError.messageParams, defaultValue: t('common:errors.unknown') });
  }
  return (
    <div className="terminal-error" role={polite ? 'status' : 'alert'}>
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="terminal-btn terminal-btn--secondary terminal-btn--small" onClick={onRetry}>
          {retryLabel ?? t('common:actions.retry')}
        </button>
      )}
    </div>
  );
}
