import { useId, type ReactNode } from 'react';
import { CFormFeedback, CFormLabel, CFormSelect, CFormText, CFormTextarea } from '@coreui/react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';

interface BaseProps {
  name: string;
  label: string;
  hint?: ReactNode;
}

function useDescribed(name: string, hint: ReactNode | undefined) {
  const { t } = useTranslation('common');
  const [field, meta] = useField<string>(name);
  const id = `${name}-${useId()}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const feedback = (
    <>
      {hint && <CFormText id={`${id}-hint`}>{hint}</CFormText>}
      {error && (
        <CFormFeedback invalid id={`${id}-error`}>
          {t(error)}
        </CFormFeedback>
      )}
    </>
  );
  return { field, id, error, describedBy, feedback };
}

/** A Formik textarea with its hint and translated error. */
export function TextAreaField({ name, label, hint, rows = 3, maxLength }: BaseProps & { rows?: number; maxLength?: number }) {
  const { field, id, error, describedBy, feedback } = useDescribed(name, hint);
  return (
    <div className="mb-3">
      <CFormLabel htmlFor={id}>{label}</CFormLabel>
      <CFormTextarea {...field} value={field.value ?? ''} id={id} rows={rows} maxLength={maxLength} dir="auto" invalid={!!error} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {feedback}
    </div>
  );
}

/** A Formik select of given options (value, label), with an optional empty first choice. */
export function SelectField({ name, label, hint, options, placeholder, disabled }: BaseProps & { options: Array<{ value: string; label: string }>; placeholder?: string; disabled?: boolean }) {
  const { field, id, error, describedBy, feedback } = useDescribed(name, hint);
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
      {feedback}
    </div>
  );
}
