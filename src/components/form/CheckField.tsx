import { CFormCheck, CFormSwitch, CFormText } from '@coreui/react';
import { useField } from 'formik';
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
  className?: string;
}

/** A Formik checkbox (a boolean, or one value of a list) with its hint. */
export function CheckField({ name, label, hint, disabled, toggle, value, className = 'mb-2' }: Props) {
  const [field] = useField({ name, type: 'checkbox', value });
  const id = `${name}-${value ?? ''}-${useId()}`;
  const Control = toggle ? CFormSwitch : CFormCheck;
  return (
    <div className={className}>
      <Control
        {...field}
        id={id}
        label={label}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <CFormText id={`${id}-hint`} className="d-block ms-4">
          {hint}
        </CFormText>
      )}
    </div>
  );
}
