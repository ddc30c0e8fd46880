import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/PageHeader';

/** Placeholder while the screen is built (issue 10). */
export function BankAccountFormPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={t('pages.comingSoon')} />
    </>
  );
}
