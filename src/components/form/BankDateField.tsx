import { useField } from 'formik';
import type { BankCalendar } from '@/lib/bankCalendar';
import { parseDate } from '@/lib/dates';
import { BankDayNote } from './BankDayNote';
import { TextField } from './TextField';

interface Props {
  name: string;
  label: string;
  hint?: string;
  calendar: BankCalendar | null;
}

/** A day typed as DD-MM-YYYY, with its Hebrew date and the bank business day it moves to. */
export function BankDateField({ name, label, hint, calendar }: Props) {
  const [field] = useField<string>(name);
  const day = parseDate(field.value);
  return (
    <TextField
      name={name}
      label={label}
      hint={hint}
      placeholder="DD-MM-YYYY"
      inputMode="numeric"
      autoComplete="off"
      dir="ltr"
      note={day && calendar ? <BankDayNote day={day} calendar={calendar} /> : undefined}
    />
  );
}
