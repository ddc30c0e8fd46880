import { CAlert } from '@coreui/react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/TextField';
import { NameFields } from './NameFields';
import { isValidEmail } from '@/lib/email';
import { isPersonalEmail } from '../rules/personalEmail';
import { PasswordFields } from './PasswordFields';

/** The person's part of both sign-up forms; a business form warns about a private mailbox. */
export function PersonalFields({ business = false }: { business?: boolean }) {
  const { t } = useTranslation('accounts');
  const { values } = useFormikContext<{ email: string }>();
  const personal = business && isValidEmail(values.email) && isPersonalEmail(values.email);
  return (
    <>
      <NameFields />
      <TextField name="email" label={t(business ? 'fields.businessEmail' : 'fields.email')} type="email" autoComplete="email" dir="ltr" />
      {personal && (
        <CAlert color="warning" className="py-2 small" role="status">
          {t('register2.personalEmailWarning')}
        </CAlert>
      )}
      <TextField name="phone" label={t('fields.phone')} type="tel" autoComplete="tel" dir="ltr" hint={t('fields.phoneHint')} />
      <PasswordFields />
    </>
  );
}
