import { useTranslation } from 'react-i18next';
import { ChequeCreateForm } from '../components/create/ChequeCreateForm';

/** Scanning a new cheque (spec sections 3, 5 and 9). */
export function ChequeNewPage() {
  const { t } = useTranslation('cheques');
  return (
    <div className="cheque-new">
      <h1 className="h4 mb-1">{t('create.title')}</h1>
      <p className="text-body-secondary mb-4">{t('create.intro')}</p>
      <ChequeCreateForm />
    </div>
  );
}
