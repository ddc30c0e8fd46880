import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Notice } from '@/components/feedback/Notice';

// The texts are the staff namespace's (returnsNews): the home page and the menu show them without
// loading the return desk's own texts.

/** On the home page: returns that came since the desk was last opened, until it is opened. */
export function NewReturnsNotice({ count }: { count: number }) {
  const { t } = useTranslation('staff');
  if (count <= 0) return null;
  return (
    <Notice tone="danger" className="d-flex flex-wrap align-items-center gap-2 py-2" role="status">
      <span>{t('returnsNews.count', { count })}</span>
      <Link to={paths.returnDesk} className="alert-link">
        {t('returnsNews.open')}
      </Link>
    </Notice>
  );
}

/** Beside the desk's menu entry: how many returns are new (none: nothing). */
export function NewReturnsBadge({ count }: { count: number }) {
  const { t } = useTranslation('staff');
  if (count <= 0) return null;
  return (
    <CBadge color="danger" className="ms-auto nav-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('returnsNews.badge', { count })}</span>
    </CBadge>
  );
}
