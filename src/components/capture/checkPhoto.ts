import { assessFrame, measureFrame, type Assessment, type ChequeSide, type FrameMeasures } from '@/lib/capture';
import { analysisPixels, cropBox, renderStill } from './stillImage';

export interface CheckedPhoto {
  measures: FrameMeasures;
  assessment: Assessment;
  /** The picture to send (at most 1,600 px, cut to the cheque when its corners were found). */
  still: () => string;
  /** Frees the decoded picture. */
  close: () => void;
}

/**
 * A photo from the file input (or the phone's camera app) through the same checks as the live
 * camera's frames. Null when this browser cannot decode it on a canvas (the caller sends it as it is).
 */
export async function checkPhoto(file: Blob, side: ChequeSide): Promise<CheckedPhoto | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  const pixels = analysisPixels(bitmap, bitmap.width, bitmap.height);
  if (!pixels) {
    bitmap.close();
    return null;
  }
  const measures = measureFrame(pixels);
  const assessment = assessFrame(measures, side);
  return {
    measures,
    assessment,
    still: () => renderStill(bitmap, bitmap.width, bitmap.height, cropBox(measures, assessment)),
    close: () => bitmap.close(),
  };
}

export { CAPTURE_THRESHOLDS, decideCapture, uploadWarnings } from '@/lib/capture';
