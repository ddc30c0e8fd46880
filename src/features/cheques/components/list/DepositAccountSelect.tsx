import { useEffect } from 'react';
import { CFormLabel, CFormSelect } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useGetBankAccountsQuery } from '@/api/bankAccountsApi';
import { QueryState } from '@/components/feedback/QueryState';

interface Props {
  wsId: string;
  value: string;
  onChange: (accountId: string) => void;
}

/** The account a bulk deposit goes to: the workspace's accounts that can deposit, default first. */
export function DepositAccountSelect({ wsId, value, onChange }: Props) {
  const { t } = useTranslation('chequeLists');
  const { data, isLoading, error, refetch } = useGetBankAccountsQuery(wsId);
  const accounts = (data ?? []).filter((account) => account.can_deposit !== false);
  const preferred = (accounts.find((account) => account.isDefault) ?? accounts[0])?.id ?? '';
  useEffect(() => {
    if (!value && preferred) onChange(preferred);
  }, [value, preferred, onChange]);
  return (
    <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} isEmpty={!accounts.length} emptyText={t('bulk.noDepositAccount')}>
      <CFormLabel htmlFor="bulk-deposit-account">{t('bulk.depositAccount')}</CFormLabel>
      <CFormSelect id="bulk-deposit-account" value={value} onChange={(event) => onChange(event.target.value)}>
        {accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {t('bulk.accountOption', { name: account.accountName ?? account.accountNumber, bank: account.bank, branch: account.branch, number: account.accountNumber })}
          </option>
        ))}
      </CFormSelect>
    </QueryState>
  );
}
