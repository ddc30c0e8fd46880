import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/TextField';

/** First and last name side by side (stacked on a phone): sign-up and user settings. */
export function NameFields() {
  const { t } = useTranslation('accounts');
  return (
    <div className="row gx-3">
      <div className="col-12 col-sm-6">
        <TextField name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
      </div>
      <div className="col-12 col-sm-6">
        <TextField name="lastName" label={t('fields.lastName')} autoComplete="family-name" />
      </div>
    </div>
  );
}
