import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** "Already have a user?" under both sign-up forms (spec section 2). */
export function HaveUserLink() {
  const { t } = useTranslation('accounts');
  return (
    <p className="mt-4 mb-0 text-center">
      {t('register.haveUser')} <Link to={paths.login}>{t('register.toLogin')}</Link>
    </p>
  );
}
