import { CAlert } from '@coreui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '@/lib/dates';
import { BOI_RESTRICTED_ACCOUNTS_URL } from '@/lib/chequeLaw/restrictedAccounts';
import { chequeDrawer } from '@/lib/returns/drawer';
import { drawerSummaries, drawerWarning, type HistoryCheque } from '@/lib/returns/drawerHistory';

/**
 * In the deposit workspace, before the deposit: the chosen cheques whose drawer's cheques came back
 * within 12 months or whose account is restricted, by number. `all` is the workspace's cheques the
 * screen already holds (its history), so no further call is made.
 */
export function SelectedDrawersWarning({ chosen, all }: { chosen: readonly HistoryCheque[]; all: readonly HistoryCheque[] }) {
  const { t } = useTranslation('returns');
  const summaries = useMemo(() => drawerSummaries(all, todayIso()), [all]);
  const flagged = chosen.filter((c) => {
    const drawer = chequeDrawer(c);
    return drawerWarning(drawer ? summaries.get(drawer.key) : null, c.restrictedAccount) !== null;
  });
  if (!flagged.length) return null;
  const numbers = flagged.map((c) => c.checkNumber ?? c.checkId).join(', ');
  return (
    <CAlert color="warning" className="py-2 small" role="status" data-testid="drawer-warning">
      <strong className="d-block">{t('warning.title')}</strong>
      {t('warning.selected', { count: flagged.length, numbers })}{' '}
      <a href={BOI_RESTRICTED_ACCOUNTS_URL} target="_blank" rel="noopener noreferrer">
        {t('warning.lookup')} <span className="visually-hidden">{t('warning.newTab')}</span>
      </a>
    </CAlert>
  );
}
