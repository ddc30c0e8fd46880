import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { toApiError, type ApiError } from '@/api/apiError';
import { EmailConfirmBanner } from './EmailConfirmBanner';

interface Props {
  error: unknown;
  onRetry?: () => void;
  className?: string;
}

/**
 * The one way a failed call is told to the user: a translated message, and a retry when useful.
 * A 403's section-6 message is one of them; "Email must be confirmed" is a banner with the resend.
 */
export function ErrorAlert({ error, onRetry, className }: Props) {
  const { t } = useTranslation('common');
  const apiError: ApiError = toApiError(error);
  if (apiError.messageKey === 'errors.emailMustBeConfirmed') return <EmailConfirmBanner className={className} />;
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
