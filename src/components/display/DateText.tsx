import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { eventTime, formatDate, formatTime, relativeDay, todayIso } from '@/lib/dates';

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

/** The one way a date is shown (spec section 5: day-month-year, zero padded), '—' when missing. */
export function DateText(props: Props) {
  const { t } = useTranslation('common');
  return <DateTextIn {...props} t={t} />;
}

/** DateText with the `common` texts already at hand: a long list's cells, where every row asking i18n costs. */
export function DateTextIn({ value, relative, withTime, className, today, t }: Props & { t: TFunction<'common'> }) {
  const text = formatDate(value);
  if (!text) return <span className={`date-text date-text--missing ${className ?? ''}`.trim()}>—</span>;
  const [day, month, year] = text.split('-');
  const time = withTime ? eventTime(value) : null;
  const hint = relative ? relativeDay(`${year}-${month}-${day}`, today ?? todayIso()) : null;
  // One element when there is no hint (a long list has two dates a row): `dir` isolates the date
  // left to right as a <bdi> would (an element with `dir` is isolated: unicode-bidi isolate).
  const classes = `date-text ${className ?? ''}`.trim();
  const date = (
    <time dateTime={time ? time.toISOString() : `${year}-${month}-${day}`} dir="ltr" className={hint ? undefined : classes}>
      {text}
      {time && ` ${formatTime(time)}`}
    </time>
  );
  if (!hint) return date;
  return (
    <span className={classes}>
      {date}
      <span className="date-text__hint"> ({t(`date.${hint.unit}`, { count: hint.count })})</span>
    </span>
  );
}
