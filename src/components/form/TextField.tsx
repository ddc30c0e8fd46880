import { useField } from 'formik';
import { InputField, type InputFieldProps } from './InputField';

type Props = Omit<InputFieldProps, 'error' | 'value'>;

/**
 * A Formik field on a CoreUI input. Schemas give translation keys (`validation.x` in common, or
 * `ns:key`), shown translated once the field was touched.
 */
export function TextField({ name, ...props }: Props) {
  const [field, meta] = useField<string>(name);
  return (
    <InputField
      {...field}
      value={field.value ?? ''}
      {...props}
      name={name}
      error={meta.touched && meta.error ? meta.error : undefined}
    />
  );
}
