import { CFormLabel, CFormSelect, CFormText } from '@coreui/react';
import { useId, type ChangeEventHandler, type CSSProperties, type FocusEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './FieldError';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  name?: string;
  /** None: one made up (two forms on a page never share an id). */
  id?: string;
  /** An empty first choice ("Choose an account"). */
  placeholder?: string;
  /** Text, or a piece that says something about the choice (an account's deposit limit). */
  hint?: ReactNode;
  /** A translation key (`validation.x` in common, or `ns:key`), shown under the select when set. */
  error?: string;
  /** Marked invalid while its message is said elsewhere, once for several fields (give its id in describedBy). */
  invalid?: boolean;
  /** Ids of other notes about the field (why it cannot be used now, a message said once for several). */
  describedBy?: string;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** A labelled CoreUI select with its hint and translated error, tied together for screen readers. */
export function SelectInput({ label, options, value, onChange, onBlur, name, id, placeholder, hint, error, invalid, describedBy, disabled, className = 'mb-3', style }: SelectInputProps) {
  const { t } = useTranslation('common');
  const autoId = useId();
  const selectId = id ?? `${name ?? 'select'}-${autoId}`;
  const isInvalid = !!error || !!invalid;
  const describers = [hint ? `${selectId}-hint` : '', error ? `${selectId}-error` : '', describedBy ?? ''].filter(Boolean).join(' ');
  return (
    <div className={className || undefined} style={style}>
      <CFormLabel htmlFor={selectId}>{label}</CFormLabel>
      <CFormSelect name={name} id={selectId} value={value} onChange={onChange} onBlur={onBlur} disabled={disabled} invalid={isInvalid} aria-invalid={isInvalid || undefined} aria-describedby={describers || undefined}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </CFormSelect>
      {hint && <CFormText id={`${selectId}-hint`}>{hint}</CFormText>}
      {error && <FieldError id={`${selectId}-error`}>{t(error)}</FieldError>}
    </div>
  );
}
