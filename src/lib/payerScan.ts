// What the payer's page tells a payer as a visit goes on (issue #9, "payer's trust"): what to do
// (from the terminal's settings), the running total of the cheques added (agorot integers), the
// reference number on the result screen, and which single button is the primary one at each step.

export interface ScanSettings {
  autoRearSignature?: boolean | null;
  allowAmountAndDate?: boolean | null;
}

export type ScanInstruction = 'frontOnly' | 'frontAndRear' | 'typeAmountAndDate';

/**
 * The subtitle under the payer's heading, following the terminal: only the front when the rear is
 * signed automatically (spec section 3), else both sides; and typing the amount and date when the
 * terminal lets the payer add them after scanning.
 */
export function scanInstructions(terminal: ScanSettings | null | undefined): ScanInstruction[] {
  const out: ScanInstruction[] = [terminal?.autoRearSignature ? 'frontOnly' : 'frontAndRear'];
  if (terminal?.allowAmountAndDate) out.push('typeAmountAndDate');
  return out;
}

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

export type PayerStep = 'photo' | 'review' | 'send';

/**
 * One primary button per step: photographing the first cheque, confirming a picture under review,
 * then sending once at least one cheque is added (the photo button then turns secondary: "another
 * cheque"). A send under way keeps "send" as the step.
 */
export function payerStep({ cheques, reviewing }: { cheques: number; reviewing: boolean }): PayerStep {
  if (reviewing) return 'review';
  return cheques > 0 ? 'send' : 'photo';
}
