import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayText, EXAMPLE_DAY } from '@/lib/dayText';
import { InputField, type InputFieldProps } from './InputField';
import { TextField } from './TextField';

/**
 * How to write a day, said the same way on every date field (staff and payer): "day-month-year,
 * e.g. 15-03-2026", the example written by the one display format (lib/dayText).
 */
export function useDateFormatHint(): string {
  const { t } = useTranslation('common');
  return t('dateFormat.hint', { example: dayText(EXAMPLE_DAY) });
}

/** What every typed-day input carries: digits keyboard, left to right, no browser suggestions. */
export const DATE_INPUT_PROPS = { inputMode: 'numeric', autoComplete: 'off', dir: 'ltr' } as const;

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
