import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Translation key of the `terminal` namespace. */
  error?: string;
  hint?: string;
  optional?: boolean;
  multiline?: boolean;
}

/** A labelled plain input with its hint and error tied to it for screen readers. */
export function TerminalField({ label, value, onChange, error, hint, optional, multiline, ...rest }: Props) {
  const { t } = useTranslation('payerLink');
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    ...rest,
  };
  return (
    <div className="terminal-field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="terminal-optional"> {t('form.optional')}</span>}
      </label>
      {multiline ? (
        <textarea {...(common as object)} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <div id={`${id}-hint`} className="terminal-field__hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="terminal-field__error">
          {t(error)}
        </div>
      )}
    </div>
  );
}
