import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  type: 'radio' | 'checkbox';
  label: string;
  inline?: boolean;
}

/**
 * A radio or checkbox with its label, in Bootstrap's markup. Not CFormCheck: it declares its inner
 * parts during render, so the input is replaced on every change and keyboard focus is lost.
 */
export function ChoiceInput({ id, label, inline, className, ...input }: Props) {
  return (
    <div className={`form-check${inline ? ' form-check-inline' : ''}${className ? ` ${className}` : ''}`}>
      <input id={id} className="form-check-input" {...input} />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
