import { CFormLabel, CFormSelect, CFormText } from '@coreui/react';
import { useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './FieldError';

interface Props {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  hint?: string;
  disabled?: boolean;
  className?: string;
  /** An empty first choice ("Choose an account"). */
  placeholder?: string;
}

/** A Formik select on a CoreUI select, labelled like TextField, with its hint and translated error. */
export function SelectField({ name, label, options, hint, disabled, className = 'mb-3', placeholder }: Props) {
  const { t } = useTranslation('common');
  const [field, meta] = useField<string>(name);
  const id = `${name}-${useId()}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <CFormLabel htmlFor={id}>{label}</CFormLabel>
      <CFormSelect {...field} id={id} disabled={disabled} invalid={!!error} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </CFormSelect>
      {hint && <CFormText id={`${id}-hint`}>{hint}</CFormText>}
      {error && (
        <FieldError id={`${id}-error`}>{t(error)}</FieldError>
      )}
    </div>
  );
}
