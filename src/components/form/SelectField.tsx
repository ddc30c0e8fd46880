import { useField } from 'formik';
import type { ReactNode } from 'react';
import { SelectInput, type SelectOption } from './SelectInput';

interface Props {
  name: string;
  label: string;
  options: readonly SelectOption[];
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
  /** An empty first choice ("Choose an account"). */
  placeholder?: string;
  /** Ids of other notes about the field (why the choice cannot be used now). */
  describedBy?: string;
}

/**
 * A Formik select on SelectInput. Schemas give translation keys (`validation.x` in common, or
 * `ns:key`), shown translated once the field was touched.
 */
export function SelectField({ name, ...props }: Props) {
  const [field, meta] = useField<string>(name);
  return <SelectInput {...props} name={name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={meta.touched && meta.error ? meta.error : undefined} />;
}
