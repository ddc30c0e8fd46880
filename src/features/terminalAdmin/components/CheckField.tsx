import { useId } from 'react';
import { CFormSwitch } from '@coreui/react';
import { useField } from 'formik';

interface Props {
  name: string;
  label: string;
  hint?: string;
  disabled?: boolean;
  className?: string;
}

/** A Formik checkbox (a switch) with a hint tied to it. */
export function CheckField({ name, label, hint, disabled, className }: Props) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  return (
    <div className={className ?? 'mb-2'}>
      <CFormSwitch
        id={id}
        name={name}
        label={label}
        checked={!!field.checked}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <div id={`${id}-hint`} className="form-text ms-4 mt-0">
          {hint}
        </div>
      )}
    </div>
  );
}
