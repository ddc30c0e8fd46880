// Amounts at the mock: the backend speaks shekels (a number or a decimal string, section 7), the
// mock counts integer agorot. Decimal text is read digit by digit, never through floating point.

/** Shekels (1234.5, '1234.50') as agorot, a third decimal rounding half up; null when not an amount. */
export function agorotOf(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return null;
    text = Math.abs(value) < 1e-6 ? '0' : String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  if (whole.replace(/^0+/, '').length > 13) return null;
  const agorot = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (fraction[2] >= '5' ? 1 : 0);
  return minus && agorot ? -agorot : agorot;
}

/** Agorot as the backend's shekels text: '1234.50'. */
export function shekelsText(agorot: number): string {
  const digits = String(Math.abs(agorot)).padStart(3, '0');
  return `${agorot < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** A sum in agorot of amounts in shekels (what is not an amount counts 0). */
export const sumAgorot = (values: readonly unknown[]) => values.reduce<number>((sum, v) => sum + (agorotOf(v) ?? 0), 0);
