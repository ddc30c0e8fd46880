import { CAlert, CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api/types/user';
import { ResendVerification } from './ResendVerification';
import '@/styles/parts/badge.scss';

/** The sign-in address, and while it is unconfirmed the way to get a new verification e-mail. */
export function EmailStatus({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
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
          <ResendVerification user={user} color="warning" />
        </CAlert>
      )}
    </div>
  );
}
