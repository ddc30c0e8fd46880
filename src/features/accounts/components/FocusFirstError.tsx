import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

/**
 * Inside a Formik form: a submit refused (by the rules, or a field the server named) gives the focus
 * to the first field at fault. On a phone the button is at the form's foot and the faults above it,
 * off the screen: the tap seemed to do nothing, and a screen reader heard nothing.
 */
export function FocusFirstError() {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const anchor = useRef<HTMLSpanElement>(null);
  const seen = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === seen.current) return;
    seen.current = submitCount;
    if (!isValid) anchor.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid]);
  return <span ref={anchor} hidden />;
}
