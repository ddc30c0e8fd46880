import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { recentRefusal } from '@/api/http';

/**
 * What a signed-in screen shows instead of itself when the user may not open it: the screen's
 * title, why not, and a way on (never the screen, never a blank page).
 */
export function PermissionPage({ title, reasonKey }: { title: string; reasonKey: string }) {
  const { t } = useTranslation('common');
  // The role went away while the screen was open: what the server answered is worth saying too.
  const refusal = reasonKey === 'permissions.reason.noRole' ? recentRefusal() : null;
  return (
    <section className="permission-page text-center py-5 mx-auto" style={{ maxWidth: 560 }} aria-labelledby="permission-page-title">
      <p className="display-6 mb-2" aria-hidden="true">🔒</p>
      <h1 id="permission-page-title" className="h3">
        {t('permissions.page.title')}
      </h1>
      <p className="text-body-secondary mb-1">{t('permissions.page.screen', { title })}</p>
      <p className="mb-4">{t(reasonKey)}</p>
      {refusal && (
        <p className="alert alert-warning" role="alert">
          {t(refusal.messageKey, { ...refusal.messageParams, defaultValue: t('errors.unknown') })}
        </p>
      )}
      <p className="small text-body-secondary">{t('permissions.page.serverDecides')}</p>
      <Link to={paths.home} className="btn btn-primary">
        {t('actions.goHome')}
      </Link>
    </section>
  );
}
