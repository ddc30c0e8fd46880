import { useTranslation } from 'react-i18next';
import { dayText, EXAMPLE_DAY } from '@/lib/dayText';

/**
 * How to write a day, said the same way on every date field (staff and payer): "day-month-year,
 * e.g. 15-03-2026", the example written by the one display format (lib/dayText). A module of its
 * own, without the staff's form fields: the payer's page uses it too.
 */
export function useDateFormatHint(): string {
  const { t } = useTranslation('common');
  return t('dateFormat.hint', { example: dayText(EXAMPLE_DAY) });
}

/** What every typed-day input carries: digits keyboard, left to right, no browser suggestions. */
export const DATE_INPUT_PROPS = { inputMode: 'numeric', autoComplete: 'off', dir: 'ltr' } as const;
