// Credits (spec sections 1, 3, 5, 8): bought by card in packages, spent per cheque. The spec shows
// the fields of a price row and of a charge (action type IN or OUT, description) but not how many
// credits a cheque costs: one per cheque deposited or printed is our reading (the mock charges so).

export const CREDITS_PER_CHEQUE = 1;

export const CHARGE_TYPES = ['IN', 'OUT'] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];

/** Section 5 "number of credits must be chosen" (message "Please select a number of credits"). */
export function creditsChoiceProblem(choice: unknown, offered: readonly string[]): 'required' | 'unknown' | null {
  if (typeof choice !== 'string' || choice.trim() === '') return 'required';
  return offered.includes(choice) ? null : 'unknown';
}

/** What depositing or printing `cheques` cheques costs, in credits. */
export function creditsForCheques(cheques: number): number {
  return Math.max(0, cheques) * CREDITS_PER_CHEQUE;
}

/** How many credits are missing for `cheques` cheques; 0 when enough, or when the balance is unknown. */
export function creditsShortfall(balance: number | null | undefined, cheques: number): number {
  if (typeof balance !== 'number' || !Number.isFinite(balance)) return 0;
  return Math.max(0, creditsForCheques(cheques) - Math.max(0, Math.floor(balance)));
}

export interface ChargeLike {
  actionType?: string | null;
  credits?: number | string | null;
}

export interface ChargeTotals {
  inCredits: number;
  outCredits: number;
  /** In minus out. */
  net: number;
}

const creditsOf = (value: number | string | null | undefined): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.abs(Math.trunc(n)) : 0;
};

/** Totals of the shown rows; the type decides the side (an OUT row may carry a negative count). */
export function chargeTotals(rows: readonly ChargeLike[]): ChargeTotals {
  let inCredits = 0;
  let outCredits = 0;
  for (const row of rows) {
    const type = String(row.actionType ?? '').toUpperCase();
    if (type === 'IN') inCredits += creditsOf(row.credits);
    else if (type === 'OUT') outCredits += creditsOf(row.credits);
  }
  return { inCredits, outCredits, net: inCredits - outCredits };
}

export interface ChargeFilter {
  /** IN, OUT or both when absent. */
  type?: ChargeType;
  /** ISO days, both ends included. */
  from?: string;
  to?: string;
}

/** The query of GET .../reports/charges (and its CSV download): only what is set. */
export function chargeFilterToParams(filter: ChargeFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.type === 'IN' || filter.type === 'OUT') params.type = filter.type;
  if (filter.from) params.from = filter.from;
  if (filter.to) params.to = filter.to;
  return params;
}

/** The filter a URL's query holds (lists keep their filters in the URL); unknown values are dropped. */
export function paramsToChargeFilter(search: URLSearchParams): ChargeFilter {
  const type = search.get('type')?.toUpperCase();
  const iso = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  return {
    type: type === 'IN' || type === 'OUT' ? type : undefined,
    from: iso(search.get('from')),
    to: iso(search.get('to')),
  };
}

/** A date range whose start is after its end finds nothing: said at the field instead. */
export function isDateRangeReversed(from: string | null | undefined, to: string | null | undefined): boolean {
  return !!from && !!to && from > to;
}
