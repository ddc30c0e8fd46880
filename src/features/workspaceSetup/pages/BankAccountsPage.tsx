import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useGetBankAccountsQuery } from '@/api/bankAccountsApi';
import { QueryState } from '@/components/feedback/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { paths } from '@/config/paths';
import { usePermission } from '@/state/usePermission';
import { BankAccountCard } from '../components/accounts/BankAccountCard';
import { useActiveWorkspaceRecord } from '@/hooks/useActiveWorkspace';
import { isolateBidi } from '@/lib/text';
import '../workspaceSetup.scss';

/** The workspace's bank accounts (GET /api/workspace/accounts/{ws}) as tiles with the banks' logos. */
export function BankAccountsPage() {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const { ws, workspace } = useActiveWorkspaceRecord();
  const { can } = usePermission();
  const location = useLocation();
  const saved = (location.state as { saved?: string } | null)?.saved;
  const query = useGetBankAccountsQuery(ws, { skip: !ws });
  const accounts = query.data ?? [];
  const add = can('account.create') ? (
    <Link to={paths.bankAccountNew} className="btn btn-primary">
      {t('accounts.new')}
    </Link>
  ) : null;
  return (
    <>
      <PageHeader title={t('common:titles.bankAccounts')} subtitle={workspace?.companyName} actions={add} />
      {saved && (
        <CAlert color="success" role="status">
          {/* The name in the quotes of the page's language, kept in its own direction (a Latin name in Hebrew). */}
          {t('accounts.saved', { name: isolateBidi(saved) })}
        </CAlert>
      )}
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={!accounts.length}
        emptyText={t('accounts.empty')}
        emptyAction={add}
      >
        <ul className="setup-tiles">
          {accounts.map((account) => (
            <li key={account.id}>
              <BankAccountCard ws={ws} account={account} />
            </li>
          ))}
        </ul>
      </QueryState>
    </>
  );
}
