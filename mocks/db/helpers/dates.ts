// Days at the mock: ISO 'YYYY-MM-DD' strings (they compare as text), section 5's day/month/year
// input, and the day-month-year of files.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Today's local day. */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A real calendar day in ISO form. */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return addDays(value, 0) === value;
}

/**
 * Section 5: "Dates are parsed as day/month/year with slash or dash". 31/02/2026 is no day.
 * An ISO day is taken as it is.
 */
export function dayOf(value: string): string | null {
  const dmy = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/.exec(value.trim());
  const iso = dmy ? `${dmy[4]}-${pad(Number(dmy[3]))}-${pad(Number(dmy[1]))}` : value.trim().slice(0, 10);
  return isIsoDay(iso) ? iso : null;
}

/** Section 5: "shown as day-month-year with zero padding" (files the mock writes). */
export function ddmmyyyy(iso: string | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
}
