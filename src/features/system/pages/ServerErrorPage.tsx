import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorPanel } from '@/components/feedback/ErrorPanel';

export function ServerErrorPage() {
  const { t } = useTranslation('common');
  return (
    <ErrorPanel code="500" title={t('titles.serverError')} text={t('pages.serverErrorText')}>
      <CButton color="primary" onClick={() => window.location.reload()}>
        {t('actions.retry')}
      </CButton>
      <CButton color="secondary" variant="outline" as={Link} to="/">
        {t('actions.goHome')}
      </CButton>
    </ErrorPanel>
  );
}
