// A charge's description comes from the server in Hebrew ("הפקדת 1 צ׳קים", "רכישת 250 קרדיטים"),
// whatever the screen's language, and with "1 cheques" in it. The spec gives a charge an action
// type (IN or OUT) and a description: the screen says it again in its own words from the type and
// the credits, and keeps the server's text only when the type is not one it knows.

/** What a charge was for: credits bought, or spent on cheques deposited, printed or otherwise used. */
export type ChargeKind = 'purchase' | 'deposit' | 'print' | 'spend';

export interface ChargeWording {
  kind: ChargeKind;
  /** Credits for a purchase, cheques for the rest (one credit per cheque, lib/credits). */
  count: number;
}

export interface ChargeDescribed {
  actionType?: string | null;
  credits?: number | string | null;
  description?: string | null;
}

// An OUT charge has one type for depositing and printing: the server's verb tells them apart.
const SPEND_VERBS: readonly [RegExp, ChargeKind][] = [
  [/^\s*הפקד/, 'deposit'],
  [/^\s*הדפס/, 'print'],
];

/** The charge's wording key and count, or null: show the server's own text. */
export function chargeWording(charge: ChargeDescribed): ChargeWording | null {
  const raw = typeof charge.credits === 'string' ? Number(charge.credits) : charge.credits;
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return null;
  const count = Math.abs(Math.trunc(raw));
  const type = String(charge.actionType ?? '').trim().toUpperCase();
  if (type === 'IN') return { kind: 'purchase', count };
  if (type !== 'OUT') return null;
  const description = charge.description ?? '';
  const kind = SPEND_VERBS.find(([verb]) => verb.test(description))?.[1] ?? 'spend';
  return { kind, count };
}
