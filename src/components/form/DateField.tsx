import type { ReactNode } from 'react';
import { DATE_INPUT_PROPS, useDateFormatHint } from './dateFormatHint';
import { InputField, type InputFieldProps } from './InputField';
import { TextField } from './TextField';

/** The format first, then what the field adds (a rule, the bank day a date moves to). */
function FormatHint({ hint }: { hint?: ReactNode }) {
  const format = useDateFormatHint();
  if (!hint) return <>{format}</>;
  return (
    <>
      <span className="d-block">{format}</span>
      {hint}
    </>
  );
}

/**
 * A day typed as day/month/year (parseDate: slash, dash or dot), not the browser's date picker,
 * whose format follows the device's settings instead of the app's. Controlled by its owner.
 */
export function DateField({ hint, ...props }: InputFieldProps) {
  return <InputField {...DATE_INPUT_PROPS} {...props} hint={<FormatHint hint={hint} />} />;
}

/** DateField in a Formik form. */
export function DateTextField({ hint, ...props }: Omit<InputFieldProps, 'error' | 'value'>) {
  return <TextField {...DATE_INPUT_PROPS} {...props} hint={<FormatHint hint={hint} />} />;
}
