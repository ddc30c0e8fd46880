import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/TextField';
import { PasswordChecklist } from './PasswordChecklist';

interface Props {
  name?: string;
  confirmName?: string;
  label?: string;
}

/** A new password with its confirmation and the live rule checklist. */
export function PasswordFields({ name = 'password', confirmName = 'confirmPassword', label }: Props) {
  const { t } = useTranslation('accounts');
  const { values } = useFormikContext<Record<string, string>>();
  return (
    <>
      <TextField name={name} label={label ?? t('fields.password')} type="password" autoComplete="new-password" dir="ltr" />
      <PasswordChecklist password={values[name] ?? ''} id={`${name}-rules`} />
      <TextField name={confirmName} label={t('fields.confirmPassword')} type="password" autoComplete="new-password" dir="ltr" />
    </>
  );
}
