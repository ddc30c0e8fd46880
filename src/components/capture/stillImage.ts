import { CAPTURE_THRESHOLDS, type Assessment, type FrameMeasures } from '@/lib/capture';

/** The picture sent to cut-and-detect: longest side 1,600 px (MiSnap's default too), JPEG 0.85. */
export const STILL_MAX_SIDE = 1600;
export const STILL_JPEG_QUALITY = 0.85;

/** A rectangle in shares (0-1) of the picture's width and height. */
export interface RelativeBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Room left around the cheque when the picture is cut to it: shares of the cheque's width and
 * height (the height's is larger: a cheque is about 2.2 times wider than high). */
const CROP_MARGIN = { x: 0.05, y: 0.1 };

/**
 * Where to cut the picture so that cut-and-detect gets the cheque and little else: the box of the
 * four corners found, plus a margin. Null when the corners cannot be trusted (no cheque, cut off,
 * upright, or the light region is something else).
 */
export function cropBox(measures: FrameMeasures, assessment: Assessment): RelativeBox | null {
  const c = measures.cheque;
  const untrusted: Assessment['problems'] = ['noCheque', 'lowContrast', 'moveBack', 'turnSideways'];
  if (!c || assessment.problems.some((p) => untrusted.includes(p))) return null;
  const xs = c.relativeCorners.map((p) => p.x);
  const ys = c.relativeCorners.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const mx = (x1 - x0) * CROP_MARGIN.x;
  const my = (y1 - y0) * CROP_MARGIN.y;
  const left = Math.max(0, x0 - mx);
  const top = Math.max(0, y0 - my);
  const right = Math.min(1, x1 + mx);
  const bottom = Math.min(1, y1 + my);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Draws (a box of) the source at most STILL_MAX_SIDE on its long side, as a JPEG data URL. */
export function renderStill(source: CanvasImageSource, width: number, height: number, box?: RelativeBox | null): string {
  const sx = box ? Math.round(box.x * width) : 0;
  const sy = box ? Math.round(box.y * height) : 0;
  const sw = box ? Math.max(1, Math.round(box.width * width)) : width;
  const sh = box ? Math.max(1, Math.round(box.height * height)) : height;
  const scale = Math.min(1, STILL_MAX_SIDE / Math.max(sw, sh));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(sw * scale));
  canvas.height = Math.max(1, Math.round(sh * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(source, sx, sy, sw, sh, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', STILL_JPEG_QUALITY);
}

/** The source scaled to about CAPTURE_THRESHOLDS.analysisLongSide, as pixels for the checks. */
export function analysisPixels(source: CanvasImageSource, width: number, height: number, canvas?: HTMLCanvasElement): ImageData | null {
  const scale = Math.min(1, CAPTURE_THRESHOLDS.analysisLongSide / Math.max(width, height));
  const target = canvas ?? document.createElement('canvas');
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  if (target.width !== w) target.width = w;
  if (target.height !== h) target.height = h;
  const context = target.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, w, h);
  return context.getImageData(0, 0, w, h);
}
