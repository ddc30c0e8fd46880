import { CBadge, CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDeleteBankAccountMutation } from '@/api/bankAccountsApi';
import type { BankAccount } from '@/api/types/bankAccount';
import { Money } from '@/components/display/Money';
import { DangerButton } from '@/components/feedback/DangerButton';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { hrefs } from '@/config/paths';
import { bankName } from '@/lib/banks';
import { safeCapAgorot } from '../../rules/safeBox';
import { usePermission } from '@/state/usePermission';
import { BankLogo } from './BankLogo';
import '@/styles/parts/badge.scss';

/** One account as a tile: bank, number, what it may do, and its actions. */
export function BankAccountCard({ ws, account }: { ws: string; account: BankAccount }) {
  const { t, i18n } = useTranslation(['workspaceSetup', 'common']);
  const { can } = usePermission();
  const [remove, removeState] = useDeleteBankAccountMutation();
  const name = account.accountName || bankName(account.bank, i18n.language) || account.bank;
  const number = `${account.bank}-${account.branch}-${account.accountNumber}`;
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
            <div className="small text-body-secondary">{bankName(account.bank, i18n.language) ?? account.bank}</div>
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
        <p className="small mb-0">{t('settings.signatorsCount', { count: account.amount_of_signators ?? 1 })}</p>
        {account.can_deposit && account.safeType && (
          <p className="small text-body-secondary mb-0">
            {t(`accounts.safe.${account.safeType}`)} <Money agorot={safeCapAgorot(account.safeType)} />
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
