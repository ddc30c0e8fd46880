import { CFormInput, CFormLabel } from '@coreui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, parseDate } from '@/lib/dates';
import { DATE_INPUT_PROPS, useDateFormatHint } from './dateFormatHint';
import { FieldError } from './FieldError';

interface Props {
  label: string;
  /** ISO 'YYYY-MM-DD' or undefined. */
  value: string | undefined;
  onChange: (iso: string | undefined) => void;
  /** The range this day belongs to ends before it starts: said at this field. */
  invalidRange?: boolean;
  /** What the owner has to say at this field instead (already translated). */
  error?: string;
}

/**
 * A filter's day typed as day/month/year (parseDate). A filter's field is narrow: it shows the
 * format as its placeholder (an example day there looked like a filter already set), and the whole
 * "how to write it" text, with its example, as its description.
 */
export function DateFilterInput({ label, value, onChange, invalidRange, error: ownError }: Props) {
  const { t } = useTranslation('common');
  const id = useId();
  const format = useDateFormatHint();
  const [text, setText] = useState(formatDate(value));
  const [touched, setTouched] = useState(false);
  // Back/forward or "clear filters" change the URL: show what it says now (adjusted while
  // rendering, React's way to follow a prop, so the old text is never painted).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (parseDate(text) !== (value ?? null)) setText(formatDate(value));
  }
  const badFormat = touched && text.trim() !== '' && !parseDate(text);
  const error = badFormat ? t('validation.date') : (ownError ?? (invalidRange ? t('validation.dateRange') : ''));
  return (
    <div>
      <CFormLabel htmlFor={id} className="small mb-1">
        {label}
      </CFormLabel>
      <CFormInput
        id={id}
        size="sm"
        {...DATE_INPUT_PROPS}
        placeholder={t('dateFormat.placeholder')}
        title={format}
        value={text}
        invalid={!!error}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-format ${id}-error` : `${id}-format`}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          const iso = parseDate(next);
          if (iso) onChange(iso);
          else if (!next.trim()) onChange(undefined);
        }}
        onBlur={() => setTouched(true)}
      />
      <span id={`${id}-format`} className="visually-hidden">
        {format}
      </span>
      {error && (
        <FieldError id={`${id}-error`}>{error}</FieldError>
      )}
    </div>
  );
}
