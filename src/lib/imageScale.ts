// Image uploads are at most 2MB (§5 "Images", §9): big camera photos are scaled down in the
// browser before upload instead of being refused.
import { UPLOAD_MAX_BYTES } from './limits';

/** Fit inside maxSide x maxSide keeping the aspect ratio; never upscales; whole pixels, >= 1. */
export function scaleToFit(width: number, height: number, maxSide: number): { width: number; height: number } {
  for (const [name, v] of [['width', width], ['height', height], ['maxSide', maxSide]] as const) {
    if (!Number.isFinite(v) || v < 1) throw new RangeError(`${name} must be a finite number >= 1, got ${v}`);
  }
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width: Math.round(width), height: Math.round(height) };
  const ratio = maxSide / longest;
  const side = (v: number) => (v === longest ? Math.floor(maxSide) : Math.max(1, Math.round(v * ratio)));
  return { width: Math.min(side(width), Math.floor(maxSide)), height: Math.min(side(height), Math.floor(maxSide)) };
}

export function needsDownscale(bytes: number): boolean {
  return bytes > UPLOAD_MAX_BYTES;
}
