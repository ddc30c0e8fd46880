import { useTranslation } from 'react-i18next';
import { formatDate, relativeDay, todayIso } from '@/lib/dates';
import dayjs from 'dayjs';

interface Props {
  /** ISO day or date-time, day/month/year text, a Date or epoch ms. */
  value: string | Date | number | null | undefined;
  /** Adds '(in 3 days)' / '(8 months ago)' after the date. */
  relative?: boolean;
  /** Adds the local time of day (HH:mm), for events rather than due dates. */
  withTime?: boolean;
  className?: string;
  /** Today for the relative hint (tests); the local calendar day otherwise. */
  today?: string;
}

// A bare day ('2026-11-25') has no time of day to show.
function hasTimeOfDay(value: Props['value']): value is string | Date | number {
  return value !== null && value !== undefined && (typeof value !== 'string' || value.includes('T'));
}

/** The one way a date is shown (spec section 5: day-month-year, zero padded), '—' when missing. */
export function DateText({ value, relative, withTime, className, today }: Props) {
  const { t } = useTranslation('common');
  const text = formatDate(value);
  if (!text) return <span className={`date-text date-text--missing ${className ?? ''}`.trim()}>—</span>;
  const [day, month, year] = text.split('-');
  const time = withTime && hasTimeOfDay(value) ? dayjs(value) : null;
  const hint = relative ? relativeDay(`${year}-${month}-${day}`, today ?? todayIso()) : null;
  return (
    <span className={`date-text ${className ?? ''}`.trim()}>
      <time dateTime={time?.isValid() ? time.toISOString() : `${year}-${month}-${day}`}>
        <bdi dir="ltr">
          {text}
          {time?.isValid() && ` ${time.format('HH:mm')}`}
        </bdi>
      </time>
      {hint && <span className="date-text__hint"> ({t(`date.${hint.unit}`, { count: hint.count })})</span>}
    </span>
  );
}
