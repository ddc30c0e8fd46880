import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { creditsShortfall } from '@/lib/credits';
import { useCreditsBalance } from './useCreditsBalance';

/**
 * Section 8 "You don't have enough credits", said before the request when the balance is known
 * (the server still has the last word). Renders nothing when the credits cover `cheques`.
 */
export function CreditsShortfall({ cheques, id }: { cheques: number; id?: string }) {
  const { t } = useTranslation('common');
  const { balance } = useCreditsBalance();
  const missing = creditsShortfall(balance, cheques);
  if (!missing) return null;
  return (
    <CAlert color="warning" id={id} className="py-2">
      {t('credits.shortfall', { balance, count: missing })} <Link to={paths.credits}>{t('credits.buy')}</Link>
    </CAlert>
  );
}

/** True when the known balance does not cover `cheques` (the confirm button waits). */
export function useCreditsCover(cheques: number): boolean {
  const { balance } = useCreditsBalance();
  return creditsShortfall(balance, cheques) === 0;
}
