import { CFormLabel, CFormSelect } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/feedback/QueryState';
import type { DepositSetup } from '@/components/deposit/useDepositSetup';
import { PerChequeLimitText } from '@/components/deposit/PerChequeLimitText';
import { accountOptionParams } from '@/lib/banks';

interface Props {
  setup: DepositSetup;
  value: string;
  onChange: (accountId: string) => void;
}

/** The account a bulk deposit goes to: the workspace's accounts that can deposit (lib/chequeLaw/depositAccounts). */
export function DepositAccountSelect({ setup, value, onChange }: Props) {
  const { t } = useTranslation(['chequeLists', 'chequeLaw']);
  const chosen = setup.accounts.find((account) => account.id === value);
  return (
    <QueryState isLoading={setup.isLoading} error={setup.error} onRetry={setup.refetch} isEmpty={!setup.accounts.length} emptyText={t('bulk.noDepositAccount')}>
      <CFormLabel htmlFor="bulk-deposit-account">{t('bulk.depositAccount')}</CFormLabel>
      <CFormSelect id="bulk-deposit-account" value={value} onChange={(event) => onChange(event.target.value)} aria-describedby={chosen ? 'bulk-deposit-limit' : undefined}>
        <option value="">{t('chequeLaw:form.chooseAccount')}</option>
        {setup.accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {t('bulk.accountOption', accountOptionParams(account))}
          </option>
        ))}
      </CFormSelect>
      {chosen && (
        <div id="bulk-deposit-limit" className="form-text">
          <PerChequeLimitText safeType={setup.safeTypeOf(chosen)} limits={setup.limits} named />
        </div>
      )}
    </QueryState>
  );
}
