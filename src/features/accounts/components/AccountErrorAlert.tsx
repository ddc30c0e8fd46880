import { useState } from 'react';
import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/api/apiError';
import { useResendValidationEmailMutation } from '@/api/userApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { selectUser } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';

/**
 * ErrorAlert for account screens. "Email must be confirmed before the action" (spec section 6)
 * comes with the way out: a new verification e-mail.
 */
export function AccountErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('accounts');
  const user = useAppSelector(selectUser);
  const [resend, state] = useResendValidationEmailMutation();
  const [sent, setSent] = useState(false);
  const needsConfirmation = toApiError(error).messageKey === 'errors.emailMustBeConfirmed';
  return (
    <>
      <ErrorAlert error={error} />
      {needsConfirmation && user && (
        <div className="mb-3 d-flex flex-wrap align-items-center gap-2">
          <CButton
            color="primary"
            variant="outline"
            size="sm"
            disabled={state.isLoading || sent}
            onClick={async () => {
              const reply = await resend({ email: user.email, uid: user.id });
              if ('data' in reply) setSent(true);
            }}
          >
            {t('verify.resend')}
          </CButton>
          {sent && <span role="status">{t('verify.resent', { email: user.email })}</span>}
          {state.error && <ErrorAlert error={state.error} className="w-100 mb-0" />}
        </div>
      )}
    </>
  );
}
