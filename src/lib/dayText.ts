// The one date format of the app ('DD-MM-YYYY', spec section 5) for a date given as text, in a
// module of its own: the signer's page opened from a link on a phone needs only this,
// not the rest of lib/dates. `formatDate` of lib/dates uses it for strings.

const ISO = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const DAY_MONTH_YEAR = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** Days in a month (1-12) of a year. */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A real calendar day: 31/02 is refused, not rolled over to March. */
export function isDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * 'DD-MM-YYYY' of an ISO date ('YYYY-MM-DD', taken as is), an ISO date-time (with Z or an offset:
 * the local day) or a day/month/year with '/' or '-'; '' when empty or not a date.
 */
export function dayText(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const text = value.trim();
  const dmy = DAY_MONTH_YEAR.exec(text);
  if (dmy) {
    const [day, month, year] = [Number(dmy[1]), Number(dmy[3]), Number(dmy[4])];
    return isDay(year, month, day) ? `${pad(day)}-${pad(month)}-${year}` : '';
  }
  const iso = ISO.exec(text);
  if (!iso) return '';
  const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  if (!isDay(year, month, day)) return '';
  if (!iso[4]) return `${iso[3]}-${iso[2]}-${iso[1]}`;
  const local = new Date(text);
  if (Number.isNaN(local.getTime())) return '';
  return `${pad(local.getDate())}-${pad(local.getMonth() + 1)}-${local.getFullYear()}`;
}
