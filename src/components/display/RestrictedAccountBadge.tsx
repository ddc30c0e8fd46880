import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { BOI_RESTRICTED_ACCOUNTS_URL } from '@/lib/chequeLaw/restrictedAccounts';

interface Props {
  /** The cheque's restrictedAccount flag (spec section 3); nothing is shown without it. */
  restricted: boolean | null | undefined;
  /** The badge's words, when they say more than "restricted account" (e.g. how many of a selection). */
  label?: string;
  className?: string;
}

/**
 * "Restricted account" beside a cheque chosen for an action, with the Bank of Israel's public
 * lookup (an external page, in a new tab). A word, not a refusal: the bank decides.
 */
export function RestrictedAccountBadge({ restricted, label, className }: Props) {
  const { t } = useTranslation('staff');
  if (!restricted) return null;
  return (
    <span className={['restricted-account d-inline-flex flex-wrap align-items-center gap-1', className].filter(Boolean).join(' ')}>
      <CBadge color="warning" textColor="dark">
        {label ?? t('restrictedAccount.badge')}
      </CBadge>
      <a href={BOI_RESTRICTED_ACCOUNTS_URL} target="_blank" rel="noopener noreferrer" className="small">
        {t('restrictedAccount.lookup')}{' '}
        <span className="visually-hidden">{t('restrictedAccount.newTab')}</span>
      </a>
    </span>
  );
}
