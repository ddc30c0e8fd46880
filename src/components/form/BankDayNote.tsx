import { useTranslation } from 'react-i18next';
import type { BankCalendar } from '@/lib/bankCalendar';
import { formatDate } from '@/lib/dates';

interface Props {
  /** An ISO day, or null while none is typed. */
  day: string | null;
  calendar: BankCalendar | null;
}

/**
 * Beside a chosen deposit day: its Hebrew date (day, month and year in Hebrew letters) and, when the banks are closed
 * that day, why and the business day it moves to. Nothing until the calendar is in.
 */
export function BankDayNote({ day, calendar }: Props) {
  const { t, i18n } = useTranslation('chequeLaw');
  if (!day || !calendar) return null;
  const hebrew = calendar.hebrewDateText(day, i18n.language);
  const reason = calendar.nonBusinessReason(day);
  const moved = reason ? calendar.businessDayOnOrAfter(day) : null;
  return (
    <span className="bank-day-note">
      <span>
        {t('calendar.hebrewDate')}: <bdi>{hebrew}</bdi>
      </span>
      {reason && moved && (
        <span className="d-block text-warning-emphasis" role="status">
          {t('calendar.notBusinessDay', { reason: t(`calendar.reasons.${reason}`), day: formatDate(moved), hebrew: calendar.hebrewDateText(moved, i18n.language) })}
        </span>
      )}
    </span>
  );
}
