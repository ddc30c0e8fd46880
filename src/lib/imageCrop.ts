// Cropping a logo or stamp picture before upload (spec section 5 "Images": jpeg, png or gif, at
// most 2MB). The cropped picture is drawn at most OUTPUT_MAX_SIDE pixels on its longest side
// (the in-browser downscale, see imageScale.ts) and keeps a format the backend takes.
import { scaleToFit } from './imageScale';

export const CROP_OUTPUT_MAX_SIDE = 1200;

/** PNG keeps transparency (logos, stamps); a JPEG stays a JPEG. GIF is re-encoded as PNG (a canvas cannot write GIF). */
export function croppedImageType(sourceType: string): 'image/png' | 'image/jpeg' {
  return sourceType.toLowerCase() === 'image/jpeg' ? 'image/jpeg' : 'image/png';
}

/** The size of the cropped picture: the crop box, scaled down to fit, never up. */
export function croppedSize(width: number, height: number, maxSide = CROP_OUTPUT_MAX_SIDE): { width: number; height: number } {
  return scaleToFit(Math.max(1, width), Math.max(1, height), maxSide);
}

/** The file name of the cropped picture: the same name with the extension of its type. */
export function croppedFileName(name: string, type: 'image/png' | 'image/jpeg'): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.${type === 'image/png' ? 'png' : 'jpg'}`;
}
