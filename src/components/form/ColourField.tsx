import { useId } from 'react';
import { CFormInput, CFormLabel, CFormText } from '@coreui/react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { isValidHexColour } from '@/lib/colour';
import '@/styles/parts/colourField.scss';
import { FieldError } from './FieldError';

interface Props {
  name: string;
  /** The code field's label ("Background colour", "Colour code"). */
  label: string;
  /** For screen readers only, where a legend above already says what the colour is for. */
  labelHidden?: boolean;
  /** The picker's name; "Pick the <label>" when missing. */
  pickLabel?: string;
  hint?: string;
  /** Warnings for this colour, already translated (hard to read...): said, never blocking a save. */
  warnings?: string[];
  className?: string;
}

/** '#abc' -> '#aabbcc': the only form the browser's colour picker takes. */
function sixDigits(hex: string): string {
  const digits = hex.trim().replace('#', '');
  return `#${digits.length === 3 ? digits.replace(/./g, (c) => c + c) : digits}`.toLowerCase();
}

/**
 * A Formik colour: picked with the browser's picker or typed as #rrggbb, with its hint, warnings
 * and translated error tied to the code field. The terminals' colours and the tags' colour.
 */
export function ColourField({ name, label, labelHidden, pickLabel, hint, warnings = [], className = 'mb-3' }: Props) {
  const { t } = useTranslation(['common', 'screenParts']);
  const [field, meta, helpers] = useField<string>(name);
  const id = `${name}-${useId()}`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = [hint && `${id}-hint`, warnings.length && `${id}-warnings`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const value = field.value ?? '';
  return (
    <div className={`colour-field ${className}`}>
      <CFormLabel htmlFor={id} className={labelHidden ? 'visually-hidden' : undefined}>
        {label}
      </CFormLabel>
      <div className="colour-field__row">
        <input
          type="color"
          className="form-control form-control-color"
          value={isValidHexColour(value) ? sixDigits(value) : '#000000'}
          onChange={(e) => {
            void helpers.setValue(e.target.value);
            void helpers.setTouched(true, false);
          }}
          aria-label={pickLabel ?? t('screenParts:colourField.pick', { field: label })}
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
        <FieldError id={`${id}-error`}>{t(error)}</FieldError>
      )}
    </div>
  );
}
