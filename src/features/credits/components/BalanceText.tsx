import { useTranslation } from 'react-i18next';

/** "Balance: 245 credits" (section 1: the balance is visible to staff); nothing while unknown. */
export function BalanceText({ balance }: { balance: number | undefined }) {
  const { t } = useTranslation('credits');
  if (balance === undefined) return null;
  return (
    <span className="credits-balance" role="status">
      {t('balance', { count: balance })}
    </span>
  );
}
