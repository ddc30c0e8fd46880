import { useId } from 'react';
import { CFormFeedback, CFormInput, CFormLabel, CFormText } from '@coreui/react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { isValidHexColour } from '@/lib/colour';

interface Props {
  name: string;
  label: string;
  hint?: string;
  /** Readability warnings for this colour, already translated (they do not block saving). */
  warnings?: string[];
}

/** '#abc' -> '#aabbcc': the form of colour the browser's picker takes. */
function sixDigits(hex: string): string {
  const digits = hex.trim().replace('#', '');
  return `#${digits.length === 3 ? digits.replace(/./g, (c) => c + c) : digits}`.toLowerCase();
}

/** A colour typed as #rrggbb or picked, with the readability warnings of the dark-colour rule. */
export function ColourField({ name, label, hint, warnings = [] }: Props) {
  const { t } = useTranslation(['terminals', 'common']);
  const [field, meta, helpers] = useField<string>(name);
  const id = `${name}-${useId()}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = [hint && `${id}-hint`, warnings.length && `${id}-warnings`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const value = field.value ?? '';
  return (
    <div className="mb-3 colour-field">
      <CFormLabel htmlFor={id}>{label}</CFormLabel>
      <div className="colour-field__row">
        <input
          type="color"
          className="form-control form-control-color"
          value={isValidHexColour(value) ? sixDigits(value) : '#000000'}
          onChange={(e) => {
            void helpers.setValue(e.target.value);
            void helpers.setTouched(true, false);
          }}
          aria-label={t('form.pickColour', { field: label })}
        />
        <CFormInput
          {...field}
          value={value}
          id={id}
          dir="ltr"
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          invalid={!!error}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {hint && <CFormText id={`${id}-hint`}>{hint}</CFormText>}
      {warnings.length > 0 && (
        <ul id={`${id}-warnings`} className="colour-field__warnings small">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      {error && (
        <CFormFeedback invalid id={`${id}-error`} className="d-block">
          {t(error, { ns: 'common' })}
        </CFormFeedback>
      )}
    </div>
  );
}
