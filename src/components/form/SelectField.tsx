import { useId, type ReactNode } from 'react';
import { CFormFeedback, CFormLabel, CFormSelect, CFormText } from '@coreui/react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  label: string;
  hint?: ReactNode;
  options: Array<{ value: string; label: string }>;
  placeholder?: string;
  disabled?: boolean;
}

/** A Formik select of given options, with its hint and translated error. */
export function SelectField({ name, label, hint, options, placeholder, disabled }: Props) {
  const { t } = useTranslation('common');
  const [field, meta] = useField<string>(name);
  const id = `${name}-${useId()}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <CFormLabel htmlFor={id}>{label}</CFormLabel>
      <CFormSelect {...field} value={field.value ?? ''} id={id} disabled={disabled} invalid={!!error} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </CFormSelect>
      {hint && <CFormText id={`${id}-hint`}>{hint}</CFormText>}
      {error && (
        <CFormFeedback invalid id={`${id}-error`}>
          {t(error)}
        </CFormFeedback>
      )}
    </div>
  );
}
