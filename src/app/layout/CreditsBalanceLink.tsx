import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCreditsBalance } from '@/components/credits/useCreditsBalance';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/money';

/**
 * The workspace's credits balance in the header (spec section 9: deposits and printing spend
 * credits, so staff see what they have left before they act), a link to buying more.
 */
export function CreditsBalanceLink() {
  const { t } = useTranslation('common');
  const { balance } = useCreditsBalance();
  if (balance === undefined) return null;
  return (
    <Link
      to={paths.credits}
      // Not on a phone: the header has no room there; the balance stays on the credits page.
      className="header-credits btn btn-sm btn-outline-dark text-nowrap d-none d-sm-inline-block"
      title={t('shell.creditsLabel', { count: balance })}
    >
      {/* Named by what it shows, then what it is and does (WCAG 2.5.3: the name starts with the visible text). */}
      <bdi>{formatCount(balance)}</bdi> <span className="d-none d-lg-inline">{t('shell.credits')}</span>
      <span className="visually-hidden">, {t('shell.creditsHint')}</span>
    </Link>
  );
}
