import { useState } from 'react';
import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useResendValidationEmailMutation } from '@/api/userApi';
import { toApiError } from '@/api/apiError';
import { selectUser } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';

/**
 * Spec section 8 "Email must be confirmed before the action": says so, and sends the
 * verification e-mail again (POST /api/user/validate/email/resend {email, uid}).
 */
export function EmailConfirmBanner({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const user = useAppSelector(selectUser);
  const [resend, state] = useResendValidationEmailMutation();
  const [sent, setSent] = useState(false);
  return (
    <CAlert color="warning" className={className} role="alert">
      <p className="mb-2">{t('emailConfirm.text')}</p>
      {user && (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <CButton
            color="dark"
            variant="outline"
            size="sm"
            disabled={state.isLoading || sent}
            onClick={async () => {
              const reply = await resend({ email: user.email, uid: user.id });
              if (!('error' in reply)) setSent(true);
            }}
          >
            {t('emailConfirm.resend')}
          </CButton>
          {sent && <span role="status">{t('emailConfirm.sent', { email: user.email })}</span>}
          {state.error ? <span className="text-danger">{t(toApiError(state.error).messageKey, { defaultValue: t('errors.unknown') })}</span> : null}
        </div>
      )}
    </CAlert>
  );
}
