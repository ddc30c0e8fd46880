import { CFormFeedback, CFormInput, CFormLabel, CFormText } from '@coreui/react';
import { useField } from 'formik';
import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Omit<ComponentProps<typeof CFormInput>, 'name' | 'label'> & {
  name: string;
  label: string;
  hint?: string;
};

/**
 * A Formik field on a CoreUI input. Schemas give translation keys (`validation.x` in common, or
 * `ns:key`), shown here translated once the field was touched.
 */
export function TextField({ name, label, hint, id, ...inputProps }: Props) {
  const { t } = useTranslation('common');
  const [field, meta] = useField<string>(name);
  const autoId = useId();
  const inputId = id ?? `${name}-${autoId}`;
  const invalid = meta.touched && !!meta.error;
  const describedBy = [hint ? `${inputId}-hint` : '', invalid ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      <CFormLabel htmlFor={inputId}>{label}</CFormLabel>
      <CFormInput
        {...field}
        value={field.value ?? ''}
        {...inputProps}
        id={inputId}
        invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && <CFormText id={`${inputId}-hint`}>{hint}</CFormText>}
      {invalid && (
        <CFormFeedback invalid id={`${inputId}-error`}>
          {t(meta.error as string)}
        </CFormFeedback>
      )}
    </div>
  );
}
