import { CFormInput, CFormLabel, CFormText } from '@coreui/react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './FieldError';

export type InputFieldProps = Omit<ComponentProps<typeof CFormInput>, 'label'> & {
  name: string;
  label: string;
  hint?: string;
  /** A translation key (`validation.x` in common, or `ns:key`), shown when set. */
  error?: string;
  /** Said under the hint about the value typed (e.g. a date's Hebrew date), read with the field. */
  note?: ReactNode;
};

/** A labelled CoreUI input with its hint and translated error, tied together for screen readers. */
export function InputField({ name, label, hint, error, note, id, ...inputProps }: InputFieldProps) {
  const { t } = useTranslation('common');
  const autoId = useId();
  const inputId = id ?? `${name}-${autoId}`;
  const describedBy = [hint ? `${inputId}-hint` : '', note ? `${inputId}-note` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
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
      {note && (
        <div id={`${inputId}-note`} className="form-text">
          {note}
        </div>
      )}
      {error && (
        <FieldError id={`${inputId}-error`}>{t(error)}</FieldError>
      )}
    </div>
  );
}
