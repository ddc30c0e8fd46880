import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { accountOptionParams } from '@/lib/banks';
import { SelectInput } from '@/components/form/SelectInput';
import { PerChequeLimitText } from './PerChequeLimitText';
import type { DepositSetup } from './useDepositSetup';

interface Props {
  /**
   * The workspace's deposit setup (useDepositSetup): its accounts are those lib/chequeLaw/depositAccounts
   * says take deposits, and its limits say how much each cheque may be.
   */
  setup: Pick<DepositSetup, 'accounts' | 'safeTypeOf' | 'limits'>;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  name?: string;
  /** A translation key (`ns:key`), shown under the select when set. */
  error?: string;
}

/**
 * The account a deposit goes to, on every deposit screen (the deposit workspace, the cheque's
 * deposit tab, the list's bulk deposit); once one is chosen, its per-cheque limit under it.
 */
export function DepositAccountSelect({ setup, value, onChange, onBlur, name = 'bankAccount', error }: Props) {
  const { t } = useTranslation('chequeLaw');
  const chosen = setup.accounts.find((account) => account.id === value);
  return (
    <SelectInput
      name={name}
      label={t('form.account')}
      placeholder={t('form.chooseAccount')}
      options={setup.accounts.map((account) => ({
        value: account.id,
        label: t('form.accountOption', accountOptionParams(account)),
      }))}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      hint={chosen && <PerChequeLimitText safeType={setup.safeTypeOf(chosen)} limits={setup.limits} named />}
      error={error}
    />
  );
}
