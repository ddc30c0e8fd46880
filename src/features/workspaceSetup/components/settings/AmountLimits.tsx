import { useTranslation } from 'react-i18next';
import { perChequeDepositLimit, workspaceDailyLimitAgorot, workspaceSingleLimitAgorot, type WorkspaceAmountLimits } from '@/lib/chequeLaw/depositLimits';
import { formatMoney } from '@/lib/money';

/**
 * The workspace's single-cheque limit in the one wording of limits, and what it comes to in a
 * deposit: the lower of it and each safe's cap (lib/chequeLaw/depositLimits).
 */
export function SingleChequeLimit({ limits }: { limits: WorkspaceAmountLimits | null | undefined }) {
  const { t, i18n } = useTranslation(['workspaceSetup', 'chequeLaw']);
  const single = workspaceSingleLimitAgorot(limits);
  const perCheque = (safe: 'bank' | 'private') => t('chequeLaw:limits.perCheque', { amount: formatMoney(perChequeDepositLimit(safe, limits).maxAgorot, i18n.language) });
  return (
    <>
      {single === null ? t('settings.noLimit') : t('chequeLaw:limits.perCheque', { amount: formatMoney(single, i18n.language) })}
      <span className="d-block small text-body-secondary">{t('chequeLaw:limits.inEffect', { bankSafe: perCheque('bank'), privateSafe: perCheque('private') })}</span>
    </>
  );
}

/** The workspace's daily limit: the total deposited on one day. */
export function DailyLimit({ limits }: { limits: WorkspaceAmountLimits | null | undefined }) {
  const { t, i18n } = useTranslation(['workspaceSetup', 'chequeLaw']);
  const daily = workspaceDailyLimitAgorot(limits);
  return <>{daily === null ? t('settings.noLimit') : t('chequeLaw:limits.daily', { amount: formatMoney(daily, i18n.language) })}</>;
}
