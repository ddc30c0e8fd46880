import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <ErrorPanel code="404" title={t('titles.notFound')} text={t('pages.notFoundText')}>
      <CButton color="primary" as={Link} to="/">
        {t('actions.goHome')}
      </CButton>
    </ErrorPanel>
  );
}
