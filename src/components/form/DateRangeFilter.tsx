import { useEffect, useId, useState } from 'react';
import { CFormFeedback, CFormInput, CFormLabel } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { formatDate, parseDate } from '@/lib/dates';

interface DayProps {
  label: string;
  /** ISO 'YYYY-MM-DD' or ''. */
  value: string;
  onChange: (iso: string) => void;
  error?: string;
}

/** A day typed as day/month/year with / or - (spec section 5), handed on as ISO once it is one. */
function DayInput({ label, value, onChange, error }: DayProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [text, setText] = useState(formatDate(value));
  const [touched, setTouched] = useState(false);
  // The URL changed (back, clear): show what it says now.
  useEffect(() => setText((current) => (parseDate(current) === (value || null) ? current : formatDate(value))), [value]);
  const badFormat = touched && text.trim() !== '' && !parseDate(text);
  const message = badFormat ? t('dateFilter.invalid') : error;
  return (
    <div className="date-range__day">
      <CFormLabel htmlFor={id} className="small mb-1">
        {label}
      </CFormLabel>
      <CFormInput
        id={id}
        size="sm"
        inputMode="numeric"
        placeholder={t('dateFilter.placeholder')}
        value={text}
        invalid={!!message}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const iso = parseDate(e.target.value);
          if (iso) onChange(iso);
          else if (!e.target.value.trim()) onChange('');
        }}
        onBlur={() => setTouched(true)}
      />
      {message && (
        <CFormFeedback invalid id={`${id}-error`}>
          {message}
        </CFormFeedback>
      )}
    </div>
  );
}

interface Props {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/** From and to days of a list filter; a range that ends before it starts says so. */
export function DateRangeFilter({ from, to, onChange }: Props) {
  const { t } = useTranslation('common');
  const reversed = !!from && !!to && from > to;
  return (
    <div className="date-range">
      <DayInput label={t('dateFilter.from')} value={from} onChange={(next) => onChange({ from: next, to })} />
      <DayInput label={t('dateFilter.to')} value={to} onChange={(next) => onChange({ from, to: next })} error={reversed ? t('dateFilter.reversed') : undefined} />
    </div>
  );
}
