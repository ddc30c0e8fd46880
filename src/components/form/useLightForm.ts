import { useState, type FormEvent } from 'react';

type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * A small form state for the entry screens (sign-in, its code step), where Formik and yup would
 * be most of the first download. Validation is a pure function giving translation keys; errors
 * show once a field was left or the form submitted; a submit cannot run twice at once.
 */
export function useLightForm<V extends Record<string, string>>(initial: V, validate: (values: V) => Errors<V>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const errors = validate(values);
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: touched[name] ? errors[name] : undefined,
  });
  const onSubmit = (submit: (values: V) => Promise<unknown>) => async (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])) as Record<keyof V, boolean>);
    if (submitting || Object.keys(errors).length) return;
    setSubmitting(true);
    try {
      await submit(values);
    } finally {
      setSubmitting(false);
    }
  };
  return { values, field, onSubmit, submitting };
}
