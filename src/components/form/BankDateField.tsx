import { useField } from 'formik';
import type { BankCalendar } from '@/lib/bankCalendar';
import { parseDate } from '@/lib/dates';
import { BankDayNote } from './BankDayNote';
import { DateTextField } from './DateField';

interface Props {
  name: string;
  label: string;
  hint?: string;
  calendar: BankCalendar | null;
}

/** A typed day (DateTextField), with its Hebrew date and the bank business day it moves to. */
export function BankDateField({ name, label, hint, calendar }: Props) {
  const [field] = useField<string>(name);
  const day = parseDate(field.value);
  return (
    <DateTextField
      name={name}
      label={label}
      hint={
        day && calendar ? (
          <>
            {hint}
            <span className="d-block">
              <BankDayNote day={day} calendar={calendar} />
            </span>
          </>
        ) : (
          hint
        )
      }
    />
  );
}
