import type { ReactNode } from 'react';

interface Props {
  /** The id the field names in its aria-describedby. */
  id?: string;
  /** Said at once by a screen reader: an error that shows without the field being left (a group, a server reply). */
  alert?: boolean;
  /** Spacing around it where it stands alone (under a group, above a button). */
  className?: string;
  children: ReactNode;
}

/**
 * A field's error, under it, in one markup for every field. Shown whether or not the input beside
 * it carries `is-invalid` (a group of boxes, a drawing pad, a file has none).
 */
export function FieldError({ id, alert, className, children }: Props) {
  return (
    <div id={id} className={className ? `invalid-feedback d-block ${className}` : 'invalid-feedback d-block'} role={alert ? 'alert' : undefined}>
      {children}
    </div>
  );
}
