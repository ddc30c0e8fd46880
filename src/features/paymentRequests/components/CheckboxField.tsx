import { useId } from 'react';
import { CFormCheck } from '@coreui/react';
import { useField } from 'formik';

/** A Formik checkbox. */
export function CheckboxField({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  return <CFormCheck className="mb-3" id={id} name={name} label={label} checked={!!field.checked && !disabled} onChange={field.onChange} onBlur={field.onBlur} disabled={disabled} />;
}
