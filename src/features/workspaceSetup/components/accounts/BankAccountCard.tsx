import { CBadge, CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDeleteBankAccountMutation } from '@/api/bankAccountsApi';
import type { BankAccount } from '@/api/types/bankAccount';
import { DangerButton } from '@/components/feedback/DangerButton';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { hrefs } from '@/config/hrefs';
import { accountNumberText, bankName } from '@/lib/banks';
import { countOf, plainText } from '@/lib/text';
import { PerChequeLimitText } from '@/components/deposit/PerChequeLimitText';
import { usePermission } from '@/state/usePermission';
import { BankLogo } from './BankLogo';
import '@/styles/parts/badge.scss';

/** One account as a tile: bank, number, what it may do, and its actions. */
export function BankAccountCard({ ws, account }: { ws: string; account: BankAccount }) {
  const { t, i18n } = useTranslation(['workspaceSetup', 'common']);
  const { can } = usePermission();
  const [remove, removeState] = useDeleteBankAccountMutation();
  const bank = bankName(plainText(account.bank), i18n.language) ?? plainText(account.bank);
  const name = plainText(account.accountName) || bank;
  const number = accountNumberText(account);
  const signators = countOf(account.amount_of_signators ?? 1);
  const flags = [
    account.isDefault && t('accounts.flags.default'),
    account.can_print && t('accounts.flags.canPrint'),
    account.can_deposit && t('accounts.flags.canDeposit'),
    account.payeeOnly && t('accounts.flags.payeeOnly'),
  ].filter(Boolean) as string[];
  return (
    <CCard className="setup-tile">
      <CCardBody>
        <div className="setup-tile__head">
          <BankLogo bank={account.bank} />
          <div className="setup-tile__name">
            <h2 className="setup-tile__title">{name}</h2>
            <div className="small text-body-secondary">{bank}</div>
          </div>
        </div>
        <p className="mt-2 mb-1">
          <span className="visually-hidden">{t('accounts.fields.accountNumber')}: </span>
          <bdi dir="ltr" className="font-monospace">{number}</bdi>
        </p>
        {flags.length > 0 && (
          <ul className="list-inline mb-1" aria-label={t('accounts.capabilities')}>
            {flags.map((f) => (
              <li key={f} className="list-inline-item">
                <CBadge color="light" textColor="dark" className="border">
                  {f}
                </CBadge>
              </li>
            ))}
          </ul>
        )}
        <p className="small mb-0">{signators === null ? '—' : t('settings.signatorsCount', { count: signators })}</p>
        {account.can_deposit && account.safeType && (
          <p className="small text-body-secondary mb-0">
            <PerChequeLimitText safeType={account.safeType} named />
          </p>
        )}
        {removeState.error ? <ErrorAlert error={removeState.error} className="mt-2 mb-0" /> : null}
        {(can('account.edit') || can('account.delete')) && (
          <div className="setup-tile__actions">
            {can('account.edit') && (
              <Link to={hrefs.bankAccountEdit(account.id)} className="btn btn-outline-primary btn-sm" aria-label={t('accounts.editNamed', { name })}>
                {t('common:actions.edit')}
              </Link>
            )}
            {can('account.delete') && (
              <DangerButton
                size="sm"
                label={t('common:actions.delete')}
                confirmTitle={t('accounts.deleteTitle', { name })}
                confirmBody={t('accounts.deleteBody', { number })}
                confirmLabel={t('accounts.deleteConfirm')}
                busy={removeState.isLoading}
                onConfirm={() => remove({ ws, id: account.id })}
              />
            )}
          </div>
        )}
      </CCardBody>
    </CCard>
  );
}
