// The steps of a cheque draft after a photo: what the backend read, the amount and date checked, the
// cheque made. Loaded with the first photo (with the review), never with the first screen.
import type { DetectedCheque } from '@/api/types/detectedCheque';
import type { GuidanceProblem } from '@/lib/capture';
import { formatDate } from '@/lib/dates';
import { formatAmountPlain, shekelsToAgorot } from '@/lib/money';
import { validateAmountAndDate, type AmountAndDate } from '../rules/amountAndDate';
import type { DraftAction, Side } from './chequeDraftState';
import type { ScannedCheque } from './scannedCheque';

/** The backend's cut picture under review; from the front, what it read (to fill what the payer has not typed). */
export function detectedStep(side: Side, detected: DetectedCheque, warning?: GuidanceProblem[]): DraftAction {
  const amount = shekelsToAgorot(detected.amount ?? null);
  const read = side === 'front' ? { amount: amount ? formatAmountPlain(amount) : '', checkDate: formatDate(detected.checkDate ?? null).replace(/-/g, '/') } : undefined;
  return { type: 'detected', side, image: detected.image, warning, read };
}

let sequence = 0;

/** The confirmed cheque, with the amount and date typed when the terminal asks for them. */
export function confirmedCheque(values: AmountAndDate, askAmountAndDate: boolean, frontImage: string, rearImage?: string): ScannedCheque {
  const parsed = askAmountAndDate ? validateAmountAndDate(values).parsed : undefined;
  sequence += 1;
  // Unique across reloads too: kept cheques come back beside new ones.
  return { id: `scan-${Date.now().toString(36)}-${sequence}`, frontImage, rearImage, agorot: parsed?.agorot, checkDate: parsed?.checkDate };
}
