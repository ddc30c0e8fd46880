import { scaleToFit, needsDownscale } from '@/lib/imageScale';
import { isAllowedImageType } from '@/lib/limits';

/** The longest side a scaled-down cheque photo keeps: sharp enough for the MICR line. */
const MAX_SIDE = 2000;

export interface ReadImage {
  dataUrl: string;
  /** Set when a photo above 2MB was scaled down in the browser (spec section 9). */
  scaledFrom?: number;
  bytes: number;
}

export class ImageTypeError extends Error {}

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/** Draws the photo smaller on a canvas and encodes it as JPEG, instead of refusing it. */
async function downscale(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const size = scaleToFit(bitmap.width, bitmap.height, MAX_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close?.();
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode failed'))), 'image/jpeg', 0.85));
}

/** A chosen file as a data URL: jpeg, png or gif only (spec section 5); large photos scaled down. */
export async function readImageFile(file: File): Promise<ReadImage> {
  if (!isAllowedImageType(file.type)) throw new ImageTypeError(file.type);
  if (!needsDownscale(file.size)) return { dataUrl: await asDataUrl(file), bytes: file.size };
  const blob = await downscale(file);
  return { dataUrl: await asDataUrl(blob), bytes: blob.size, scaledFrom: file.size };
}

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** A file size for people ('3.4MB', '250kB'); a size, not money. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${oneDecimal.format(bytes / 1024 / 1024)}MB` : `${Math.max(1, Math.round(bytes / 1024))}kB`;
}
