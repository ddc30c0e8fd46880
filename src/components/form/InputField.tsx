import { CFormInput, CFormLabel, CFormText } from '@coreui/react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './FieldError';

export type InputFieldProps = Omit<ComponentProps<typeof CFormInput>, 'label'> & {
  name: string;
  label: string;
  /** Text, or a piece that says something about the value typed (BankDateField's Hebrew date). */
  hint?: ReactNode;
  /** A translation key (`validation.x` in common, or `ns:key`), shown when set. */
  error?: string;
  /** The class of the field's block: a form's spacing by default, none in a grid that spaces its own. */
  groupClassName?: string;
};

/** A labelled CoreUI input with its hint and translated error, tied together for screen readers. */
export function InputField({ name, label, hint, error, id, groupClassName = 'mb-3', ...inputProps }: InputFieldProps) {
  const { t } = useTranslation('common');
  const autoId = useId();
  const inputId = id ?? `${name}-${autoId}`;
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={groupClassName || undefined}>
      <CFormLabel htmlFor={inputId}>{label}</CFormLabel>
      <CFormInput
        name={name}
        {...inputProps}
        id={inputId}
        invalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && <CFormText id={`${inputId}-hint`}>{hint}</CFormText>}
      {error && (
        <FieldError id={`${inputId}-error`}>{t(error)}</FieldError>
      )}
    </div>
  );
}
