import { useState } from 'react';
import { CAlert, CBadge, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useResendValidationEmailMutation, type User } from '@/api/userApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';

/** The sign-in address, and while it is unconfirmed the way to get a new verification e-mail. */
export function EmailStatus({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const [resend, state] = useResendValidationEmailMutation();
  const [sent, setSent] = useState(false);
  const unconfirmed = user.emailConfirmed === false;
  return (
    <div className="mb-3">
      <p className="mb-2">
        <span className="text-body-secondary">{t('fields.email')}: </span>
        <bdi dir="ltr" className="fw-semibold">{user.email}</bdi>{' '}
        {!unconfirmed && <CBadge className="bg-success-subtle text-success-emphasis">{t('settings.emailConfirmed')}</CBadge>}
      </p>
      {unconfirmed && (
        <CAlert color="warning" className="d-flex flex-wrap align-items-center gap-2">
          <span className="flex-grow-1">{t('settings.emailNotConfirmed')}</span>
          <CButton
            color="warning"
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
          {sent && (
            <span role="status" className="w-100">
              {t('verify.resent', { email: user.email })}
            </span>
          )}
        </CAlert>
      )}
      {state.error && <ErrorAlert error={state.error} />}
    </div>
  );
}
