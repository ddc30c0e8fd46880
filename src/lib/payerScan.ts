// What the payer's first screen tells a payer, so that a stranger's phone page earns their trust:
// what to do (from the terminal's settings) and which single button is the primary one at each step. The running total
// and the reference number are in payerTotals.ts, loaded with the parts that show them.

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
  const out: ScanInstruction[] = [needsRearPhoto(terminal) ? 'frontAndRear' : 'frontOnly'];
  if (terminal?.allowAmountAndDate) out.push('typeAmountAndDate');
  return out;
}

/** Whether the payer photographs the rear: spec section 3, with "automatic rear signature" the backend endorses it itself. */
export function needsRearPhoto(terminal: ScanSettings | null | undefined): boolean {
  return !terminal?.autoRearSignature;
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
