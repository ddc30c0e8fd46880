import { CORNER_NAMES, type CornerName } from './corners';

/**
 * Where the corners on screen came from: the picture's edges (a first guess nobody chose) or
 * corners the product already holds for this side (a saved or detected crop, to be confirmed).
 */
export type CornerStart = 'edges' | 'suggested';

export interface CropDraft {
  /** The picture is loaded and its corners are on screen. */
  shown: boolean;
  start: CornerStart;
  /** The corners the user has moved (dragged or nudged) on this picture. */
  placed: readonly CornerName[];
  /** The user said the suggested corners are the cheque's. */
  confirmed: boolean;
}

export type CropSaveBlock =
  | { reason: 'noPicture'; left: readonly CornerName[] }
  /** Corners at the picture's edges: each of the four still to be placed by the user. */
  | { reason: 'placeCorners'; left: readonly CornerName[] }
  /** Suggested corners: confirm them, or place the four still left. */
  | { reason: 'confirmOrPlace'; left: readonly CornerName[] };

/**
 * Spec section 5: "Cropping requires choosing four corners of the cheque". A crop may be saved
 * only once the user has placed all four corners, or has confirmed the corners the product
 * suggests; null when it may be saved, else why not and which corners are still unplaced.
 */
export function cropSaveBlock({ shown, start, placed, confirmed }: CropDraft): CropSaveBlock | null {
  const left = CORNER_NAMES.filter((name) => !placed.includes(name));
  if (!shown) return { reason: 'noPicture', left };
  if (left.length === 0) return null;
  if (start === 'suggested') return confirmed ? null : { reason: 'confirmOrPlace', left };
  return { reason: 'placeCorners', left };
}
