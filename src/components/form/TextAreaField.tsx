import { useId, type ReactNode } from 'react';
import { CFormLabel, CFormText, CFormTextarea } from '@coreui/react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FieldError } from './FieldError';

interface Props {
  name: string;
  label: string;
  hint?: ReactNode;
  rows?: number;
  maxLength?: number;
  /** Values the error's translation reads (a limit named in it). */
  errorParams?: Record<string, unknown>;
}

/** A Formik textarea with its hint and translated error (free text in either direction). */
export function TextAreaField({ name, label, hint, rows = 3, maxLength, errorParams }: Props) {
  const { t } = useTranslation('common');
  const [field, meta] = useField<string>(name);
  const id = `${name}-${useId()}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <CFormLabel htmlFor={id}>{label}</CFormLabel>
      <CFormTextarea {...field} value={field.value ?? ''} id={id} rows={rows} maxLength={maxLength} dir="auto" invalid={!!error} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint && <CFormText id={`${id}-hint`}>{hint}</CFormText>}
      {error && (
        <FieldError id={`${id}-error`}>{t(error, errorParams)}</FieldError>
      )}
    </div>
  );
}
