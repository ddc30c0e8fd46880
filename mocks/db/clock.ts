/** Demo dates are relative to today, so the demo never goes stale. */
export function daysFromToday(days: number): string {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function isoDaysAgo(days: number, minutes = 0): string {
  return new Date(Date.now() - days * 86_400_000 - minutes * 60_000).toISOString();
}
