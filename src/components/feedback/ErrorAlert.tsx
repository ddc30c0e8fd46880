import { lazy, Suspense } from 'react';
import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { errorText, toApiError, type ApiError } from '@/api/apiError';
import { Notice } from './Notice';

// Its resend is a staff call (RTK Query's userApi): loaded only when that refusal comes, so a page
// opened from a link, which shows ErrorAlert too, does not download RTK Query (about 21 kB gzip on a phone).
const EmailConfirmBanner = lazy(() => import('./EmailConfirmBanner').then((m) => ({ default: m.EmailConfirmBanner })));

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
  if (apiError.messageKey === 'errors.emailMustBeConfirmed') {
    // Until the banner's code is there: its text, without the resend button.
    const text = (
      <Notice tone="warning" className={className} role="alert">
        <p className="mb-2">{t('emailConfirm.text')}</p>
      </Notice>
    );
    return (
      <Suspense fallback={text}>
        <EmailConfirmBanner className={className} />
      </Suspense>
    );
  }
  return (
    <Notice tone="danger" className={className} role="alert">
      <span>{t(apiError.messageKey, { ...apiError.messageParams, defaultValue: t('errors.unknown') })}</span>
      {onRetry && (
        <CButton color="dark" variant="outline" size="sm" className="ms-3" onClick={onRetry}>
          {t('actions.retry')}
        </CButton>
      )}
    </Notice>
  );
}

/** The translated text of any error, for toasts and inline messages. */
export function useErrorText() {
  const { t } = useTranslation('common');
  return (error: unknown) => errorText(t, error);
}
