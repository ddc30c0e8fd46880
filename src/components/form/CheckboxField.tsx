import { getIn, useFormikContext } from 'formik';
import { useId } from 'react';

interface Props {
  name: string;
  label: string;
  hint?: string;
  disabled?: boolean;
  /** A switch instead of a box (an on/off setting). */
  toggle?: boolean;
  /** Part of a list of values (a checkbox group): the value it adds to the list. */
  value?: string;
  /** Shown off while disabled (a choice that cannot apply now); the value is kept for when it can. */
  offWhenDisabled?: boolean;
  className?: string;
}

/**
 * A Formik checkbox (a boolean, or one value of a list) with its hint. Plain markup with the
 * CoreUI classes: CoreUI's CFormCheck declares its parts inside render, so every re-render (a
 * blur elsewhere) puts a new input in the page, which loses a click in progress and the focus.
 */
export function CheckboxField({ name, label, hint, disabled, toggle, value, offWhenDisabled, className = 'mb-2' }: Props) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const current: unknown = getIn(values, name);
  const list = value !== undefined && Array.isArray(current) ? (current as string[]) : null;
  const checked = (list ? list.includes(value as string) : !!current) && !(offWhenDisabled && disabled);
  const id = `${name}-${value ?? ''}-${useId()}`;
  return (
    <div className={className}>
      <div className={toggle ? 'form-check form-switch' : 'form-check'}>
        <input
          type="checkbox"
          role={toggle ? 'switch' : undefined}
          className="form-check-input"
          id={id}
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            const on = event.target.checked;
            void setFieldValue(name, list ? (on ? [...list, value] : list.filter((v) => v !== value)) : on);
          }}
          onBlur={() => void setFieldTouched(name, true, false)}
        />
        <label className="form-check-label" htmlFor={id}>
          {label}
        </label>
      </div>
      {hint && (
        <div id={`${id}-hint`} className="form-text mt-0 ms-4">
          {hint}
        </div>
      )}
    </div>
  );
}
