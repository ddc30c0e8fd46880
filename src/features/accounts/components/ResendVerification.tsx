import { useState } from 'react';
import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useResendValidationEmailMutation } from '@/api/userApi';
import type { User } from '@/api/types/user';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';

/** A new verification e-mail for the signed-in user (POST /api/user/validate/email/resend). */
export function ResendVerification({ user, color }: { user: User; color: 'primary' | 'warning' }) {
  const { t } = useTranslation('accounts');
  const [resend, state] = useResendValidationEmailMutation();
  const [sent, setSent] = useState(false);
  return (
    <>
      <CButton
        color={color}
        variant="outline"
        size="sm"
        disabled={state.isLoading || sent}
        onClick={async () => {
          const reply = await resend({ email: user.email, uid: user.id });
          if (!('error' in reply)) setSent(true);
        }}
      >
        {t('verify.resend')}
      </CButton>
      {sent && (
        <span role="status" className="w-100">
          {t('verify.resent', { email: user.email })}
        </span>
      )}
      {state.error && <ErrorAlert error={state.error} className="w-100 mb-0" />}
    </>
  );
}
