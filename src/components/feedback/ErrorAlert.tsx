import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { toApiError, type ApiError } from '@/api/apiError';

interface Props {
  error: unknown;
  onRetry?: () => void;
  className?: string;
}

/** The one way a failed call is told to the user: a translated message, and a retry when useful. */
export function ErrorAlert({ error, onRetry, className }: Props) {
  const { t } = useTranslation('common');
  const apiError: ApiError = toApiError(error);
  return (
    <CAlert color="danger" className={className} role="alert">
      <span>{t(apiError.messageKey, { ...apiError.messageParams, defaultValue: t('errors.unknown') })}</span>
      {onRetry && (
        <CButton color="dark" variant="outline" size="sm" className="ms-3" onClick={onRetry}>
          {t('actions.retry')}
        </CButton>
      )}
    </CAlert>
  );
}

/** The translated text of any error, for toasts and inline messages. */
export function useErrorText() {
  const { t } = useTranslation('common');
  return (error: unknown) => {
    const apiError = toApiError(error);
    return t(apiError.messageKey, { ...apiError.messageParams, defaultValue: t('errors.unknown') });
  };
}
