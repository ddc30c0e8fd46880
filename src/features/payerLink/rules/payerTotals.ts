// The sums and numbers a payer sees once cheques are added, so a payer trusts what they send: the
// running total of the cheques (agorot integers) and the reference number on the result screen.
// Kept apart from payerScan.ts: only the lazily loaded cheque list and result screen use them.

export interface RunningTotal {
  /** Cheques added. */
  count: number;
  /** The sum of the amounts known, in agorot. */
  agorot: number;
  /** Cheques whose amount is not known yet (read by the backend from the picture). */
  withoutAmount: number;
}

/** The total of the cheques added so far; an amount that is not a whole non-negative agorot count is unknown. */
export function runningTotal(cheques: ReadonlyArray<{ agorot?: number | null }>): RunningTotal {
  let agorot = 0;
  let withoutAmount = 0;
  for (const cheque of cheques) {
    const value = cheque.agorot;
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) agorot += value;
    else withoutAmount += 1;
  }
  return { count: cheques.length, agorot, withoutAmount };
}

/**
 * The reference a payer keeps: the receipt number when there is one (a payment), else the
 * transaction's number, else its id. Blank values count as missing.
 */
export function scanReference(...candidates: Array<string | number | null | undefined>): string | undefined {
  for (const candidate of candidates) {
    const text = candidate === null || candidate === undefined ? '' : String(candidate).trim();
    if (text) return text;
  }
  return undefined;
}
