import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { BOI_RESTRICTED_ACCOUNTS_URL } from '@/lib/chequeLaw/restrictedAccounts';
import type { DrawerWarning as Warning } from '@/lib/returns/drawerHistory';

/**
 * Said before a cheque of a drawer whose cheques came back within 12 months (or whose account is
 * restricted) is created or deposited: a word, never a refusal (the bank decides).
 */
export function DrawerWarning({ warning, className }: { warning: Warning | null; className?: string }) {
  const { t } = useTranslation('returns');
  if (!warning) return null;
  return (
    <CAlert color="warning" className={className} role="status" data-testid="drawer-warning">
      <strong className="d-block">{t('warning.title')}</strong>
      {warning.returnsInYear > 0 && <span className="d-block">{t('warning.returns', { count: warning.returnsInYear })}</span>}
      {warning.restricted && <span className="d-block">{t('warning.restricted')}</span>}
      <a href={BOI_RESTRICTED_ACCOUNTS_URL} target="_blank" rel="noopener noreferrer" className="small">
        {t('warning.lookup')} <span className="visually-hidden">{t('warning.newTab')}</span>
      </a>
    </CAlert>
  );
}
