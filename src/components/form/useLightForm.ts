import { useState, type FormEvent, type MouseEvent } from 'react';

type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * A small form state for the entry screens (sign-in, its code step), where Formik and yup would
 * be most of the first download. Validation is a pure function giving translation keys; errors
 * show once a field was left or the form submitted; a submit cannot run twice at once.
 * - A submit refused by the rules gives the focus to the first field at fault (by its `name`): on a
 *   phone the fault may be above the screen, and a screen reader hears its error.
 * - `submitButton`, spread on the submit button: pressing it keeps the focus in the field being left.
 *   Leaving a field shows its error above the button, which then moved from under the finger or the
 *   pointer between the press and the release: the tap did not submit.
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
    const fault = Object.keys(values).find((key) => errors[key]);
    if (fault) {
      const field = (event.currentTarget as HTMLFormElement).elements.namedItem(fault);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    if (submitting) return;
    setSubmitting(true);
    try {
      await submit(values);
    } finally {
      setSubmitting(false);
    }
  };
  const submitButton = { type: 'submit' as const, disabled: submitting, onMouseDown: (event: MouseEvent) => event.preventDefault() };
  return { values, field, onSubmit, submitting, submitButton };
}
