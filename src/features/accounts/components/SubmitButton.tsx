import { useEffect, useRef, type ReactNode } from 'react';
import { CButton } from '@coreui/react';
import { useFormikContext } from 'formik';

/**
 * The submit of an accounts form (inside Formik), at the form's foot, disabled while it submits.
 * - Pressing it keeps the focus in the field being left: leaving a field shows its error, and that
 *   line, added above the button between the press and the release, moved the button from under the
 *   finger or the pointer; the tap then did not submit.
 * - A submit refused (by the rules, or a field the server named) gives the focus to the first field
 *   at fault: on a phone the faults may be above the screen, and a screen reader hears its error.
 */
export function SubmitButton({ children }: { children: ReactNode }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const button = useRef<HTMLButtonElement>(null);
  const seen = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === seen.current) return;
    seen.current = submitCount;
    if (!isValid) button.current?.form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid]);
  return (
    <CButton ref={button} type="submit" color="primary" className="w-100" disabled={isSubmitting} onMouseDown={(e) => e.preventDefault()}>
      {children}
    </CButton>
  );
}
